import Foundation
import SnapFitDomain
import SnapFitPresentation
import Testing

/// The one policy from a failure to where the user can mend it.
@Suite struct ErrorKindNextStepTests {
    @Test(arguments: [
        (DomainError.signedOut, Intent.logIn), (.sessionExpired, .logIn), (.accountNotFound, .signUp(nil)),
        (.unreachable, .reachServer), (.timedOut, .reachServer), (.wrongAddress(path: "/p"), .checkAddress),
        (.bookingOutcomeUnknown, .showReservations),
    ])
    func error_leadsToTheStepItsKindImplies(error: DomainError, next: Intent) {
        #expect(ErrorViewModel(error, language: .english).nextAction == next)
    }

    @Test func aScenesOwnStep_winsOverItsKinds() {
        // When
        let sut = ErrorViewModel(kind: .needsSignUp, message: "m", nextAction: .signUp(.apple))
        // Then
        #expect(sut.nextAction == .signUp(.apple))
        #expect(ErrorViewModel(kind: .needsSignUp, message: "m").nextAction == .signUp(nil))
    }

    @Test func kindsWithNothingToMend_offerNothing() {
        #expect(ErrorViewModel(.alreadyLiked, language: .english).nextAction == nil)
        #expect(ErrorViewModel(.unavailable(reason: "r"), language: .english).nextAction == nil)
        #expect(ErrorViewModel(.makerWithdrawn, language: .english).nextAction == nil)
        #expect(ErrorViewModel(kind: .internal, message: "m").nextAction == nil)
    }

    @Test func intent_encodesAsItsStableName() throws {
        // When
        let data = try JSONEncoder().encode([Intent.signUp(.kakao), .loadMore, .logIn])
        // Then
        #expect(String(decoding: data, as: UTF8.self) == #"["sign_up","load_more","log_in"]"#)
    }
}
