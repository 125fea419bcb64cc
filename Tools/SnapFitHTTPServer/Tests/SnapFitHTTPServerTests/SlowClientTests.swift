import Foundation
import Glibc
import SnapFitTestSupport
import Testing

@testable import SnapFitHTTPServer

/// Slow and numerous clients over real loopback sockets: deadlines, the cap on connections, and making room.
struct SlowClientTests {
    @Test func requestHead_isCutAtTheHeadDeadline_longBeforeTheIdleTimeout() async throws {
        // Given: a server that would wait 30 s for the next byte
        let sut = try HTTPServerHarness(configuration: ServerConfiguration(idleTimeout: 30, headTimeout: 0.3))
        let client = try RawHTTPClient(port: sut.port, receiveTimeout: 5)
        // When: part of a head, then nothing
        await client.send("GET /slow HTTP/1.1\r\nHost: x\r\nX-Tr")
        let ending = await client.ending()
        // Then
        #expect(ending == .closed([]))
        #expect(sut.requests.isEmpty)
        await sut.stop()
    }

    @Test func fullServer_makesRoomForANewClient_byClosingTheOneThatWaitedLongest() async throws {
        // Given: two connections, both slow to send their heads (and timeouts long enough that only making room
        // closes one, however long a busy machine takes between the steps)
        let sut = try HTTPServerHarness(
            configuration: ServerConfiguration(idleTimeout: 60, headTimeout: 60, maxConnections: 2))
        let slowest = try sut.connect()
        await slowest.send("GET /never-finished HTTP/1.1\r\n")
        let slow = try RawHTTPClient(port: sut.port, receiveTimeout: 1)
        await slow.send("GET /also-unfinished HTTP/1.1\r\n")
        // When
        let normal = try sut.connect()
        await normal.send("GET /served HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = await normal.response()
        let slowestEnding = await slowest.ending()
        let slowEnding = await slow.ending()
        // Then
        #expect(response?.status == 200)
        #expect(slowestEnding == .closed([]))
        #expect(slowEnding == .stillOpen)
        #expect(sut.requests.map(\.path) == ["/served"])
        slow.finishSending()  // or the stop would wait out the idle timeout for its unfinished request
        await sut.stop()
    }

    @Test func fullServer_whoseConnectionsAreAllBeingAnswered_tellsANewClientItIsBusy() async throws {
        // Given: the only connection allowed is waiting for its answer
        let room = WaitingRoom()
        let sut = try HTTPServerHarness(
            configuration: ServerConfiguration(idleTimeout: 60, headTimeout: 60, maxConnections: 1)
        ) { _ in
            await room.wait()
            return HTTPResponse(status: 200)
        }
        let busy = try sut.connect()
        await busy.send("GET /busy HTTP/1.1\r\nHost: x\r\n\r\n")
        await room.entered()
        // When
        let late = try sut.connect()
        let refused = await late.response()
        let lateEnding = await late.ending()
        await room.open()
        let answered = await busy.response()
        // Then
        #expect(refused?.status == 503)
        #expect(refused?.headers["retry-after"] == "1")
        #expect(lateEnding == .closed([]))
        #expect(answered?.status == 200)
        await sut.stop()
    }

    @Test func connectionCap_isLoweredToLeaveSpareDescriptorsUnderTheProcessLimit() {
        // Given
        var limit = rlimit()
        _ = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        // When
        let sut = ConnectionTable(requested: .max, spareDescriptors: 64)
        // Then
        #expect(sut.capacity == Int(clamping: limit.rlim_cur) - 64)
        #expect(ConnectionTable(requested: 3).capacity == 3)
    }
}
