import SnapFitDomain

/// A reservation as its detail and its confirmation show it, with the total worked out.
public struct ReservationViewModel: Sendable, Equatable, Encodable {
    public let id: Int
    public let productID: Int
    public let productTitle: String
    /// The product's photo, where a screen shows one.
    public let thumbnail: String?
    public let makerNickname: String
    public let customerNickname: String
    /// "2026-06-10 14:00 (KST)".
    public let timeLabel: String
    /// `2026-06-10T14:00:00+09:00`, for scripts.
    public let time: String
    public let place: String
    /// "60분 · 120,000원" when the length is known, else "120,000원 (촬영 시간 모름)".
    public let optionLabel: String
    public let people: Int
    /// "추가 인원 2명 × 20,000원"; `nil` for one person.
    public let additionalPeopleLabel: String?
    /// In won.
    public let totalPrice: Int
    /// In the screen's currency, when it is not won.
    public let totalConverted: ConvertedPrice?
    public let totalLabel: String
    public let email: String
    public let phone: String?
    public let status: ReservationStatusKey
    public let statusLabel: String

    /// Who to reach: "스냅러버 · a@b.kr · 01012345678" (the phone when there is one).
    public var contact: String { [customerNickname, email, phone].compactMap { $0 }.joined(separator: " · ") }

    public init(_ reservation: Reservation, prices: PriceFormat) {
        let language = prices.language
        id = reservation.id
        productID = reservation.product.id
        productTitle = reservation.product.title
        thumbnail = reservation.product.thumbnailURL?.absoluteString
        makerNickname = reservation.maker.nickname
        customerNickname = reservation.customer.nickname
        timeLabel = KoreaTime.label(reservation.time)
        time = KoreaTime.iso8601(reservation.time)
        place = reservation.place
        let price = prices.label(reservation.optionPrice)
        optionLabel =
            reservation.optionMinutes.map { language.pick("\($0)분 · \(price)", "\($0) min · \(price)") }
            ?? language.pick("\(price) (촬영 시간은 알 수 없음)", "\(price) (length not known)")
        people = reservation.people
        // Without a per-person price the extra people cost nothing: no "2 more × ₩0" line.
        additionalPeopleLabel =
            reservation.additionalPeople > 0 && reservation.personPrice > 0
            ? language.pick(
                "추가 인원 \(reservation.additionalPeople)명 × \(prices.label(reservation.personPrice))",
                "\(reservation.additionalPeople) more × \(prices.label(reservation.personPrice))")
            : nil
        totalPrice = reservation.totalPrice
        totalConverted = prices.converted(reservation.totalPrice)
        totalLabel = prices.label(reservation.totalPrice)
        email = reservation.email
        phone = reservation.phone
        (status, statusLabel) = ReservationStatusLabel.text(reservation.status, language: language)
    }
}

/// A reservation's status as a view model carries it: what `--json` prints as `status`.
public enum ReservationStatusKey: String, Sendable, Equatable, Encodable {
    case active
    case cancelled
}

/// Names a reservation's status: a stable key and a label.
public enum ReservationStatusLabel {
    public static func text(
        _ status: ReservationStatus, language: Language
    ) -> (key: ReservationStatusKey, label: String) {
        switch status {
        case .active: (.active, language.pick("예약 확정", "Booked"))
        case .cancelled(let reason): (.cancelled, language.pick("취소됨 (\(reason))", "Cancelled (\(reason))"))
        }
    }
}
