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
}
