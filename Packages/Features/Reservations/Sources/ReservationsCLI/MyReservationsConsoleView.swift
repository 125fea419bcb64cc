import ReservationsDomain
import ReservationsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the customer's bookings for the terminal as one table.
struct MyReservationsConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: MyReservationsScene.ViewModel) -> [String] {
        var lines = [style.bold(viewModel.title)]
        if let empty = viewModel.empty { lines.append("  " + empty) }
        let idWidth = viewModel.rows.map { String($0.id).count }.max() ?? 0
        let totalWidth = viewModel.rows.map { ($0.totalLabel ?? "").terminalWidth }.max() ?? 0
        lines += viewModel.rows.map { row in
            let id = "#" + String(row.id)
            let status = row.status == .active ? style.green(row.statusLabel) : style.dim(row.statusLabel)
            let total = totalWidth == 0 ? "" : "  " + ProductRows.pad(row.totalLabel ?? "", to: totalWidth)
            return "  " + style.cyan(id + String(repeating: " ", count: idWidth + 1 - id.count)) + "  " + row.timeLabel
                + "  " + ProductRows.pad(row.productTitle, to: ProductRows.titleWidth) + total + "  " + status
        }
        return lines + pricesNote(viewModel.pricesNotice)
    }
}
