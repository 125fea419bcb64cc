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
        (status(409, serverCode: 24, message: "이미 찜했거나"), .rejected(message: "이미 찜했거나")),
        (.httpStatus(HTTPFailure(status: 502, body: Data(), serverError: nil)), .rejected(message: "HTTP 502")),
    ])
    func toDomain_eachKind_mapsToItsMeaning(error: NetworkError, expected: DomainError) {
        #expect(error.toDomain() == expected)
    }

    @Test func toDomain_withAnOverrideForTheServerCode_usesTheOverride() {
        let error = Self.status(404, serverCode: 23, message: "포스트가 존재하지 않습니다.")
        #expect(error.toDomain(overrides: [23: .timedOut]) == .timedOut)
        #expect(error.toDomain(overrides: [22: .timedOut]) == .rejected(message: "포스트가 존재하지 않습니다."))
    }
}
