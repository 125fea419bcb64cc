import SnapFitNetworking
import Testing

@Suite struct TaskSleeperTests {
    @Test func sleep_ofNothing_returns_andInACancelledTask_throws() async throws {
        try await TaskSleeper().sleep(for: .zero)
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return (try? await TaskSleeper().sleep(for: .seconds(3600))) == nil
        }
        #expect(await cancelled.value)
    }
}
