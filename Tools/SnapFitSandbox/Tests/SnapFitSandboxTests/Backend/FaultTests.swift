import Foundation
import SnapFitBackend
import SnapFitHTTPServer
import SnapFitSandbox
import Testing

@Suite("Faults: a bad server on purpose")
struct FaultTests {
    private func backend(_ faults: [RouteFault]) -> Backend {
        Backend(
            configuration: .init(
                accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() }, sleep: { _ in }, faults: faults))
    }

    private func json(_ response: HTTPResponse) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
    }

    @Test func fault_isReadFromItsCommandLineForm_andAWrongOneIsRefused() {
        #expect(
            RouteFault("GET /snapfit/vibes=delay:2.5")
                == RouteFault(route: "GET /snapfit/vibes", fault: .delay(seconds: 2.5)))
        #expect(RouteFault("GET /snapfit/user=status:401:3")?.fault == .status(401, code: 3))
        #expect(RouteFault("GET /snapfit/posts/all=status:500")?.fault == .status(500, code: nil))
        #expect(RouteFault("POST /snapfit/reservation=drop")?.fault == .drop)
        #expect(RouteFault("GET /snapfit/vibes=malformed")?.fault == .malformedJSON)
        #expect(RouteFault("GET /snapfit/vibes=slow:64")?.fault == .slowBody(bytesPerSecond: 64))
        for wrong in [
            "GET /snapfit/vibes", "get /snapfit/vibes=drop", "GET snapfit=drop", "GET /a=status:200", "GET /a=slow:0",
            "GET /a=delay:-1", "GET /a=status:500:x", "GET /a=explode",
        ] {
            #expect(RouteFault(wrong) == nil, "\(wrong)")
        }
        #expect(RouteFault.list("GET /a=drop; POST /b=malformed")?.count == 2)
        #expect(RouteFault.list("GET /a=drop;nonsense") == nil)
        #expect(RouteFault.list("") == [])
    }

    @Test func statusFault_refusesWithoutHandling_inSnapFitsShapeOrSprings() async throws {
        // Given
        let sut = backend([
            RouteFault(route: "GET /snapfit/vibes", fault: .status(401, code: 3)),
            RouteFault(route: "GET /snapfit/locations", fault: .status(500, code: nil)),
        ])
        // When
        let snapFit = try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/vibes"))
        let spring = try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/locations"))
        // Then
        #expect(snapFit.status == 401 && json(snapFit)?["errorCode"] as? Int == 3)
        #expect(spring.status == 500 && json(spring)?["error"] as? String == "Internal Server Error")
        #expect(json(spring)?["errorCode"] == nil)
    }

    @Test func dropMalformedAndSlow_handleTheRequest_thenSpoilTheAnswer() async throws {
        // Given
        let sut = backend([
            RouteFault(route: "GET /snapfit/vibes", fault: .drop),
            RouteFault(route: "GET /snapfit/locations", fault: .malformedJSON),
            RouteFault(route: "GET /snapfit/posts/all", fault: .slowBody(bytesPerSecond: 100)),
        ])
        // When
        let dropped = try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/vibes"))
        let malformed = try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/locations"))
        let slow = try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/posts/all"))
        let untouched = try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/vibes/x"))
        // Then
        #expect(dropped.delivery == .dropped && dropped.status == 200)
        #expect(malformed.status == 200 && json(malformed) == nil)
        #expect(slow.delivery == .trickled(bytesPerSecond: 100))
        #expect(untouched.delivery == .whole)
        #expect(await sut.journal().map(\.path).contains("/snapfit/vibes"))
    }

    @Test func setFault_changesAndRemovesARoutesFault() async throws {
        let sut = backend([])
        await sut.setFault(.status(503, code: nil), for: "GET /snapfit/vibes")
        #expect(try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/vibes")).status == 503)
        await sut.setFault(nil, for: "GET /snapfit/vibes")
        #expect(try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/vibes")).status == 200)
    }

    @Test func commandLine_takesRepeatedFaults_andRefusesAWrongOne() {
        if case .run(let options) = SandboxCommandLine.parse(["--fault", "GET /a=drop", "--fault", "GET /b=slow:9"]) {
            #expect(options.faults.map(\.route) == ["GET /a", "GET /b"])
        } else {
            Issue.record("the faults were refused")
        }
        if case .failure(let message) = SandboxCommandLine.parse(["--fault", "GET /a=boom"]) {
            #expect(message.contains("--fault must be"))
        } else {
            Issue.record("a wrong fault was taken")
        }
    }
}
