import Synchronization

/// A transient status line on a terminal, for work under way: it appears once the work has run `threshold` (at once
/// when it carries a note, such as bytes uploaded), is redrawn in place as time passes, never wider than the
/// terminal, and is erased when the work ends or before any other output, and kept off while paused. Callers report
/// work with `begin`/`end` from any thread; a driver task ticks it while work is under way. Writing happens with the
/// line's state locked, so `write` must not touch the line. Only for a terminal: pipes and machine-readable output
/// never get one.
public final class ActivityLine: Sendable {
    private struct State {
        var active = 0
        var since: ContinuousClock.Instant?
        var note: String?
        var isShown = false
        var isPaused = false
        var driver: Task<Void, Never>?
    }

    private let threshold: Duration
    private let interval: Duration
    private let columns: Int?
    private let styled: @Sendable (String) -> String
    private let write: @Sendable (String) -> Void
    private let label: @Sendable (_ elapsed: Duration?, _ note: String?) -> String
    private let state = Mutex(State())

    /// - Parameters:
    ///   - threshold: how long work runs before the line appears.
    ///   - interval: how often the driver redraws it.
    ///   - columns: the terminal's width, when known: the line is cut to fit.
    ///   - styled: dresses the cut text (colours), after it was measured.
    ///   - write: writes raw text to the terminal, with no line break added.
    ///   - label: the line's text with the latest note, after `elapsed` (`nil` before `threshold`).
    public init(
        threshold: Duration = .seconds(1), interval: Duration = .milliseconds(200), columns: Int? = nil,
        styled: @escaping @Sendable (String) -> String = { $0 }, write: @escaping @Sendable (String) -> Void,
        label: @escaping @Sendable (_ elapsed: Duration?, _ note: String?) -> String
    ) {
        self.threshold = threshold
        self.interval = interval
        self.columns = columns
        self.styled = styled
        self.write = write
        self.label = label
    }

    /// Some work started at `now`; the first starts the driver unless `drives` is false (tests tick by hand).
    public func begin(at now: ContinuousClock.Instant = .now, drives: Bool = true) {
        state.withLock { state in
            state.active += 1
            guard state.active == 1 else { return }
            state.since = now
            if drives { state.driver = Task { [weak self, interval] in await self?.drive(every: interval) } }
        }
    }

    /// Some work ended; when none is left the line is erased and its note forgotten.
    public func end() {
        state.withLock { state in
            state.active = max(0, state.active - 1)
            guard state.active == 0 else { return }
            state.driver?.cancel()
            state = State(isShown: state.isShown, isPaused: state.isPaused)
            erase(&state)
        }
    }

    /// Shows `note` on the line right away, while work is under way.
    public func note(_ text: String, at now: ContinuousClock.Instant = .now) {
        state.withLock { state in
            guard state.active > 0 else { return }
            state.note = text
            draw(&state, at: now)
        }
    }

    /// Redraws the line for `now` once the work has run long enough or has a note.
    public func tick(at now: ContinuousClock.Instant = .now) {
        state.withLock { state in
            guard let since = state.since, state.note != nil || since.duration(to: now) >= threshold else { return }
            draw(&state, at: now)
        }
    }

    /// Erases the line and draws nothing until `resume()`: while the user types, work in the background must not
    /// draw over the line being edited.
    public func pause() {
        state.withLock { state in
            state.isPaused = true
            erase(&state)
        }
    }

    /// Lets the line be drawn again, at the next tick or note.
    public func resume() {
        state.withLock { $0.isPaused = false }
    }

    /// Erases the line, then runs `output` (which writes lines of its own); the next tick draws it again.
    public func interrupting(_ output: () -> Void) {
        state.withLock { state in
            erase(&state)
            output()
        }
    }

    private func drive(every interval: Duration) async {
        while (try? await Task.sleep(for: interval)) != nil { tick() }
    }

    private func draw(_ state: inout State, at now: ContinuousClock.Instant) {
        guard let since = state.since, !state.isPaused else { return }
        let elapsed = since.duration(to: now)
        write("\r\u{1B}[2K" + styled(fitted(label(elapsed >= threshold ? elapsed : nil, state.note))))
        state.isShown = true
    }

    private func erase(_ state: inout State) {
        guard state.isShown else { return }
        write("\r\u{1B}[2K")
        state.isShown = false
    }

    /// `text` cut to leave the terminal's last column free, so the line never wraps.
    private func fitted(_ text: String) -> String {
        guard let columns, text.terminalWidth >= columns else { return text }
        var width = 0
        return String(
            text.prefix { character in
                width += String(character).terminalWidth
                return width < columns
            })
    }
}
