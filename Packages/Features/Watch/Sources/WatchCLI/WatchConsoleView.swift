import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal
import WatchPresentation

/// Renders a watch for the terminal as it goes: everything watched at first, then only what changed, marked (`+` new,
/// `−` cancelled, `*` changed likes); a lost connection as one red line. Each update is rendered as it is displayed
/// (`update`), for the command to print at once.
struct WatchConsoleView: ConsoleView {
    static let ends = LocalizedText("Ctrl-C로 끝냅니다.", "Ctrl-C ends the watch.")
    static let ended = LocalizedText("실시간 보기를 끝냈습니다.", "The watch ended.")

    let console: Console

    /// An update as the watch displays it, or `nil` for the error that ends it (the command's result).
    func update(_ outcome: WatchScene.Outcome) -> CommandResult? {
        switch outcome {
        case .bookings(let bookings): lines(bookings)
        case .likes(let likes): lines(likes)
        case .alert(let alert): .success(CommandOutput(data: ["alert": alert], lines: [style.red(alert.message)]))
        case .failed: nil
        }
    }

    /// How the watch ended: with the error that ended it, or by Ctrl-C.
    func ending(_ recording: SceneRecording<WatchScene.Outcome>) -> CommandResult {
        switch recording.outcomes.last {
        case .failed(let error)?: return .failed(error)
        case .bookings?, .likes?, .alert?, nil:
            let message = Self.ended.text(in: language)
            return .success(CommandOutput(data: ["ended": message], lines: [style.dim(message)]))
        }
    }

    private func lines(_ viewModel: WatchScene.Bookings.ViewModel) -> CommandResult {
        var lines = viewModel.resumed.map { [style.green($0)] } ?? []
        if viewModel.isFirst {
            lines.append(style.bold(viewModel.title))
            if let empty = viewModel.empty { lines.append("  " + empty) }
            lines += viewModel.reservations.flatMap(render)
            lines += pricesNote(viewModel.pricesNotice)
        } else {
            if let summary = viewModel.changeSummary { lines.append(style.bold(summary) + "  " + viewModel.title) }
            lines += viewModel.changes.flatMap(render)
        }
        if viewModel.isFirst { lines.append(liveNote(viewModel.liveNote)) }
        return .success(CommandOutput(data: viewModel, lines: lines))
    }

    private func lines(_ viewModel: WatchScene.Likes.ViewModel) -> CommandResult {
        var lines = viewModel.resumed.map { [style.green($0)] } ?? []
        if viewModel.isFirst { lines.append(style.bold(viewModel.title)) }
        if viewModel.isFirst || viewModel.likedChanged {
            lines.append(
                "  " + (viewModel.likedChanged ? style.yellow("* " + viewModel.likedLabel) : viewModel.likedLabel))
        }
        if let change = viewModel.likeCountChange {
            lines.append("  " + style.yellow("* " + viewModel.likeCountLabel + " (\(change))"))
        } else if viewModel.isFirst {
            lines.append("  " + viewModel.likeCountLabel)
        }
        if viewModel.isFirst { lines.append(style.dim(viewModel.note)) }
        if viewModel.isFirst { lines.append(liveNote(viewModel.liveNote)) }
        return .success(CommandOutput(data: viewModel, lines: lines))
    }

    /// What the watch does and how to end it, under its first update.
    private func liveNote(_ text: String) -> String {
        style.dim(text + " " + Self.ends.text(in: language))
    }

    private func render(_ line: WatchScene.Bookings.Line) -> [String] {
        var lines = ReservationLines.render(line.reservation, style: style, language: language)
        guard !lines.isEmpty else { return lines }
        switch line.change {
        case .new?: lines[0] = style.green("+ ") + lines[0]
        case .cancelled?: lines[0] = style.red("− ") + lines[0]
        case nil: break
        }
        return lines
    }
}
