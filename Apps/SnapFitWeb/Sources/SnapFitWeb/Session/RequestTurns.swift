/// One request of a session at a time, in the order they came: two tabs, or a click during the infinite scroll's
/// fetch, must not interleave in the session's list scene.
final class RequestTurns {
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    nonisolated(nonsending) func run<Result>(_ body: nonisolated(nonsending) () async -> Result) async -> Result {
        if isBusy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            isBusy = true
        }
        defer {
            if waiting.isEmpty { isBusy = false } else { waiting.removeFirst().resume() }
        }
        return await body()
    }
}
