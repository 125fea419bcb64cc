import Testing

@testable import SnapFitHTTPServer

struct RequestLogLineTests {
    @Test func format_isMethodTargetStatusAndMilliseconds() {
        // When / Then
        #expect(
            RequestLogLine.format(method: "GET", target: "/snapfit/posts/all?limit=10", status: 200, milliseconds: 3)
                == "GET /snapfit/posts/all?limit=10 200 3ms")
    }

    @Test(arguments: [
        "refreshToken", "accessToken", "token", "signature", "%74oken", "REFRESHTOKEN", "refresh%54oken",
        "X-Sandbox-Signature", "X-Sandbox-%53ignature",
    ])
    func redacted_replacesTheValueOfASecretParameter(name: String) {
        // When / Then
        #expect(RequestLogLine.redacted("/x?a=1&\(name)=s3cr%2Bt&b=2") == "/x?a=1&\(name)=REDACTED&b=2")
    }

    @Test(arguments: ["/x", "/x?", "/x?limit=1&X-Sandbox-Expires=2&flag", "/x?a=1&&b=2"])
    func redacted_leavesOtherTargetsAlone(target: String) {
        // When / Then
        #expect(RequestLogLine.redacted(target) == target)
    }

    @Test func aLongTarget_isCut_andSaysSo() {
        let line = RequestLogLine.format(
            method: "GET", target: "/snapfit/vibes?q=" + String(repeating: "x", count: 60_000), status: 200,
            milliseconds: 1)
        #expect(line.count < RequestLogLine.maxTargetCharacters + 20)
        #expect(line.hasSuffix("… 200 1ms"))
    }
}
