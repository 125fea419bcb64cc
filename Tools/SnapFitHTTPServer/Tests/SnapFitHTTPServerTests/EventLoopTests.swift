import Glibc
import Testing

@testable import SnapFitHTTPServer

/// An event loop as other threads see it: its inbox, and the executor it stays after its thread has ended.
@Suite struct EventLoopTests {
    @Test func whatIsPosted_isTakenOnce_inTheOrderPosted() throws {
        // Given
        let sut = try EventLoop()
        sut.post(.answer(serial: 7, response: HTTPResponse(status: 204)))
        sut.post(.stop)
        // When
        let hadPosts = sut.hasPosts
        let inbox = sut.takeInbox()
        // Then
        #expect(hadPosts)
        #expect(!sut.hasPosts)
        #expect(inbox.messages.count == 2)
        guard case .answer(let serial, let response) = inbox.messages.first, case .stop = inbox.messages.last else {
            Issue.record("the messages came out of order")
            return
        }
        #expect(serial == 7 && response.status == 204)
    }

    @Test func aPostFromAnotherThread_wakesTheLoopOnlyWhenItMayBeWaiting() throws {
        // Given: a loop not bound to this thread, so every post here is from another thread
        let sut = try EventLoop()
        // When: a post while the loop works, then one while it waits
        sut.post(.stop)
        let wokenWhileWorking = Self.wakeWasWritten(sut)
        sut.willWait()
        sut.post(.stop)
        let wokenWhileWaiting = Self.wakeWasWritten(sut)
        sut.isAwake()
        sut.post(.stop)
        let wokenAfterwards = Self.wakeWasWritten(sut)
        // Then: every post is in the inbox, and only the waiting loop was woken
        #expect(sut.takeInbox().messages.count == 3)
        #expect(!wokenWhileWorking && wokenWhileWaiting && !wokenAfterwards)
    }

    @Test func aTaskPreferringALoopThatHasEnded_stillRuns() async throws {
        // Given: a loop whose thread has taken its last inbox
        let sut = try EventLoop()
        _ = sut.takeInbox(closing: true)
        // When
        let value = await Task(executorPreference: sut) { 6 * 7 }.value
        // Then: its job went to the global executor instead of waiting for ever
        #expect(value == 42)
        #expect(!sut.hasPosts)
    }

    @Test func aPostToALoopThatHasEnded_isRefused() throws {
        let sut = try EventLoop()
        _ = sut.takeInbox(closing: true)
        #expect(!sut.post(.stop))
        #expect(!sut.hasPosts)
    }

    @Test func aBurstOfClients_isSpreadOverTheLoops_theAcceptorKeepingTies() throws {
        // Given: a server's three loops, one already serving two clients
        let loops = try (0..<3).map { _ in try EventLoop() }
        loops[1].connectionCount.add(2, ordering: .relaxed)
        let sut = ServerContext(
            configuration: ServerConfiguration(), logger: nil, handler: { _ in HTTPResponse(status: 204) },
            listener: -1, table: ConnectionTable(requested: 8), answers: AnswerBudget(capacity: 1), loops: loops)
        // When: loop 0 accepts six clients in a row
        let chosen = (0..<6).map { _ in sut.loopForNewClient(acceptedBy: loops[0]) }
        // Then: each goes where the fewest are, loop 0 first on a tie
        #expect(chosen.map { choice in loops.firstIndex { $0 === choice } } == [0, 2, 0, 2, 0, 1])
        #expect(loops.map { $0.connectionCount.load(ordering: .relaxed) } == [3, 3, 2])
    }

    /// Whether the loop's wake-up was written since it was last read (and reads it).
    private static func wakeWasWritten(_ loop: EventLoop) -> Bool {
        var count: UInt64 = 0
        return read(loop.wakeDescriptor, &count, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size
    }
}
