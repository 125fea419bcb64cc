import SnapFitDomain
import SnapFitPresentation
import Testing

/// Every failure and home warning has its words in both languages: English with no Korean in it (the server's
/// own text aside), Korean in Korean, and each names the path or file it is about.
@Suite struct EveryMessageTests {
    private static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    static let errors: [DomainError] = [
        .unreachable, .unavailable(reason: "r"), .timedOut, .answerLost, .cancelled, .signedOut, .sessionExpired,
        .validation(.init(field: .nickname, reason: .required)), .invalidSocialToken, .accountNotFound,
        .accountWithdrawn, .accountExists, .nicknameTaken, .nicknameUnchanged, .productNotFound, .makerWithdrawn,
        .alreadyLiked, .notLiked, .priceChanged, .reservationNotFound, .notYourReservation, .alreadyCancelled,
        .bookingOutcomeUnknown, .bookingOutcomeUnclear(similar: [3, 4]), .notAMaker, .uploadFailed(file: "a.png"),
        .uploadRefused(file: "a.png", .tooLarge(bytes: 2048)), .uploadRefused(file: "a.png", .quotaFull),
        .limitReached(max: 100), .rejected(status: 418, serverText: nil), .wrongAddress(path: "/p"),
        .invalidResponse(detail: "d"),
    ]

    @Test(arguments: errors)
    func error_isWordedInEachLanguage(error: DomainError) {
        let english = ErrorViewModel(error, language: .english)
        let korean = ErrorViewModel(error, language: .korean)
        #expect(!english.message.isEmpty && !Self.hasHangul(english.message))
        #expect(Self.hasHangul(korean.message))
        #expect(english.kind == korean.kind)
    }

    @Test func homeWarnings_areWordedInEachLanguage_andNameWhatTheyAreAbout() {
        let path = "/home/me/.snapfit/session.json"
        let messages: [(Language) -> String] = [
            { HomeText.sessionUnreadable(path, language: $0) }, { HomeText.sessionExposed(path, language: $0) },
            { HomeText.sessionNotRemoved(path, language: $0) }, { HomeText.sessionNotSaved(in: path, language: $0) },
            { HomeText.deviceIDNotSaved(in: path, language: $0) }, { HomeText.devHomeNotWritable(path, language: $0) },
            { HomeText.devDataUnreadable(path, detail: "d", language: $0) },
            { HomeText.devDataNewer(path, detail: "d", language: $0) }, { HomeText.devDataBusy(path, language: $0) },
            { HomeText.devDataUnwritable(path, detail: "d", language: $0) },
            { HomeText.devResetDone(path, language: $0) },
        ]
        for message in messages {
            #expect(message(.english).contains(path) && !Self.hasHangul(message(.english)))
            #expect(message(.korean).contains(path) && Self.hasHangul(message(.korean)))
        }
        #expect(Self.hasHangul(HomeText.devResetOnlyInDev(language: .korean)))
        #expect(!Self.hasHangul(HomeText.devResetOnlyInDev(language: .english)))
    }
}
