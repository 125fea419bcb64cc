import Foundation
import SnapFitDomain
import SnapFitNetworking
import Testing

@testable import SnapFitData

@Suite struct NetworkErrorDomainTests {
    private static func status(_ code: Int, serverCode: Int?, message: String?) -> NetworkError {
        .httpStatus(
            HTTPFailure(status: code, body: Data(), serverError: ServerError(code: serverCode, message: message)))
    }

    @Test(arguments: [
        (NetworkError.cannotConnect, DomainError.unreachable),
        (.connectionLost, .answerLost),
        (
            .invalidAnswer(reason: "an answer larger than 16 MiB"),
            .invalidResponse(detail: "an answer larger than 16 MiB")
        ),
        (.transport(code: -1011), .unreachable),
        (.timedOut, .timedOut),
        (.cancelled, .cancelled),
        (.signedOut, .signedOut),
        (.sessionExpired, .sessionExpired),
        (.emptyBody, .invalidResponse(detail: "empty body")),
        (
            .undecodableBody(codingPath: "data.[2].price", detail: "expected Int"),
            .invalidResponse(detail: "data.[2].price: expected Int")
        ),
        (.invalidRequest(reason: "bad URL"), .invalidResponse(detail: "bad URL")),
        (status(409, serverCode: 24, message: "이미 찜했거나"), .rejected(status: 409, serverText: "이미 찜했거나")),
        (
            .httpStatus(HTTPFailure(status: 502, body: Data(), serverError: nil)),
            .rejected(status: 502, serverText: nil)
        ),
        (status(404, serverCode: nil, message: nil), .wrongAddress(path: "/snapfit/x")),
    ])
    func toDomain_eachKind_mapsToItsMeaning(error: NetworkError, expected: DomainError) {
        #expect(error.toDomain(path: "/snapfit/x") == expected)
    }

    @Test func toDomain_withAnOverrideForTheServerCode_usesTheOverride() {
        let error = Self.status(404, serverCode: 23, message: "포스트가 존재하지 않습니다.")
        #expect(error.toDomain(overrides: [23: .timedOut], path: "/p") == .timedOut)
        #expect(
            error.toDomain(overrides: [22: .timedOut], path: "/p")
                == .rejected(status: 404, serverText: "포스트가 존재하지 않습니다."))
    }

    @Test func toDomain_a401OnARouteThatNeedsNoSignIn_isAWrongAddress() {
        let tokenRefused = Self.status(401, serverCode: 3, message: "토큰이 만료되었거나, 올바르지 않습니다.")
        #expect(
            tokenRefused.toDomain(overrides: [3: .sessionExpired], publicRoute: true, path: "/vibes")
                == .wrongAddress(path: "/vibes"))
        #expect(
            tokenRefused.toDomain(overrides: [3: .sessionExpired], publicRoute: false, path: "/p") == .sessionExpired)
        let socialTokenRefused = Self.status(401, serverCode: 10, message: "소셜 로그인 토큰이 만료되었거나 불안정합니다.")
        #expect(
            socialTokenRefused.toDomain(overrides: [10: .invalidSocialToken], publicRoute: true, path: "/p")
                == .invalidSocialToken)
    }

    @Test func toDomain_aSnapFit404_keepsItsMeaning() {
        #expect(
            Self.status(404, serverCode: 23, message: "x").toDomain(overrides: [23: .productNotFound], path: "/p")
                == .productNotFound)
    }
}
