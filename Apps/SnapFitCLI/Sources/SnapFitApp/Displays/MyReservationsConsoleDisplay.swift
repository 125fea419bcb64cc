import SnapFitPresentation

/// Renders the customer's bookings for the terminal, page after page into one table.
@MainActor
final class MyReservationsConsoleDisplay: ConsoleDisplay, MyReservationsDisplayLogic {
    private var rows: [MyReservationsScene.Row] = []
    private(set) var isAtEnd = true

    func displayReservations(viewModel: MyReservationsScene.ViewModel) {
        rows += viewModel.rows
        isAtEnd = viewModel.isAtEnd
        let all = Listing(title: viewModel.title, rows: rows, empty: rows.isEmpty ? viewModel.empty : nil)
        var lines = [style.bold(all.title)]
        if let empty = all.empty { lines.append("  " + empty) }
        let idWidth = rows.map { String($0.id).count }.max() ?? 0
        lines += rows.map { row in
            let id = "#" + String(row.id)
            let status = row.status == .active ? style.green(row.statusLabel) : style.dim(row.statusLabel)
            return "  " + style.cyan(id + String(repeating: " ", count: idWidth + 1 - id.count)) + "  " + row.timeLabel
                + "  " + ProductRows.pad(row.productTitle, to: 30) + "  " + status
        }
        show(all, lines: lines)
    }

    /// Every row shown so far, as `--json` reports them.
    private struct Listing: Encodable, Sendable {
        let title: String
        let rows: [MyReservationsScene.Row]
        let empty: String?
    }
}
