import SnapFitPresentation

/// A reservation as the terminal shows it: what, when, where, who, and the total.
enum ReservationLines {
    static func render(_ reservation: ReservationViewModel, style: TextStyle, language: Language) -> [String] {
        var lines = [
            style.bold(language.pick("예약 ", "Reservation ") + "#\(reservation.id)") + "  " + reservation.statusLabel,
            "  " + reservation.productTitle + "  " + style.cyan("#\(reservation.productID)") + " · "
                + reservation.makerNickname,
            "  " + language.pick("일시: ", "When: ") + reservation.timeLabel,
            "  " + language.pick("장소: ", "Where: ") + reservation.place,
            "  " + language.pick("옵션: ", "Option: ") + reservation.optionLabel,
            "  " + language.pick("인원: \(reservation.people)명", "People: \(reservation.people)"),
        ]
        if let additional = reservation.additionalPeopleLabel { lines.append("  " + additional) }
        lines.append("  " + style.bold(language.pick("최종 결제액: ", "Total: ") + reservation.totalLabel))
        let contact = [reservation.customerNickname, reservation.email, reservation.phone].compactMap { $0 }
        lines.append("  " + language.pick("연락처: ", "Contact: ") + contact.joined(separator: " · "))
        return lines
    }
}
