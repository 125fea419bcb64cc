import SnapFitPresentation
import SnapFitTerminal

/// A reservation as the terminal shows it: what, when, where, who, and the total.
package enum ReservationLines {
    package static func render(_ reservation: ReservationViewModel, style: TextStyle, language: Language) -> [String] {
        var lines = [
            style.bold(Labels.reservation(language) + "#\(reservation.id)") + "  " + reservation.statusLabel,
            "  " + reservation.productTitle + "  " + style.cyan("#\(reservation.productID)") + " · "
                + reservation.makerNickname,
            "  " + Labels.when(language) + reservation.timeLabel,
            "  " + Labels.place(language) + reservation.place,
            "  " + Labels.option(language) + reservation.optionLabel,
            "  " + Labels.people(reservation.people, language),
        ]
        if let additional = reservation.additionalPeopleLabel { lines.append("  " + additional) }
        lines.append("  " + style.bold(Labels.total(language) + reservation.totalLabel))
        lines.append("  " + Labels.contact(language) + reservation.contact)
        return lines
    }
}
