import Foundation
import SnapFitDomain

/// The server's limits for a booking and a cancellation, checked before anything is sent.
public enum ReservationRules {
    public static let people = 1...10_001
    public static let placeLength = 1...100
    public static let reasonLength = 2...3000

    /// The shoot time read as Korea time; it must be after `now`.
    public static func time(_ input: String, now: Date) throws(DomainError) -> Date {
        guard let time = KoreaTime.parse(input) else {
            throw .validation(.init(field: .time, reason: .malformed(input)))
        }
        guard time > now else { throw .validation(.init(field: .time, reason: .notInFuture)) }
        return time
    }

    /// The number of additional people (the wire's `person`) for `people` in total.
    public static func additionalPeople(_ people: Int) throws(DomainError) -> Int {
        guard Self.people.contains(people) else {
            throw .validation(
                .init(field: .people, reason: .outOfRange(min: Self.people.lowerBound, max: Self.people.upperBound)))
        }
        return people - 1
    }

    /// The address without surrounding spaces, if it has one `@`, a name before it and a dotted domain after it.
    public static func email(_ input: String) throws(DomainError) -> String {
        let email = input.trimmingCharacters(in: .whitespaces)
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        let valid =
            parts.count == 2 && !parts[0].isEmpty && !email.contains(where: \.isWhitespace)
            && parts[1].split(separator: ".", omittingEmptySubsequences: false).count >= 2
            && parts[1].split(separator: ".", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty }
        guard valid else { throw .validation(.init(field: .email, reason: .malformed(input))) }
        return email
    }

    /// A Korean mobile number as 11 digits starting `01`, dashes and spaces removed; `nil` stays `nil`.
    public static func phone(_ input: String?) throws(DomainError) -> String? {
        guard let input else { return nil }
        let digits = input.filter { $0 != "-" && !$0.isWhitespace }
        guard digits.count == 11, digits.hasPrefix("01"), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .validation(.init(field: .phone, reason: .malformed(input)))
        }
        return digits
    }

    /// The place without surrounding spaces, 1–100 characters.
    public static func place(_ input: String) throws(DomainError) -> String {
        try TextRules.trimmed(input, field: .place, length: placeLength)
    }

    /// The cancellation reason without surrounding spaces, 2–3000 characters.
    public static func reason(_ input: String) throws(DomainError) -> String {
        try TextRules.trimmed(input, field: .reason, length: reasonLength)
    }

    /// The hours a shoot usually starts in, Korea time: from 06:00 to before 22:00.
    public static let usualHours = 6..<22

    /// What the customer may not mean by booking `request` at `now`, given the bookings they already have.
    public static func warnings(
        for request: ReservationRequest, now: Date, existing: [ReservationSummary]
    ) -> [BookingWarning] {
        var warnings: [BookingWarning] = []
        if let same = existing.first(where: {
            $0.product.id == request.productID && $0.time == request.time && $0.status == .active
        }) {
            warnings.append(.alreadyBooked(reservationID: same.id))
        }
        if let yearAhead = KoreaTime.calendar.date(byAdding: .year, value: 1, to: now), request.time > yearAhead {
            warnings.append(.farAhead)
        }
        if !usualHours.contains(KoreaTime.calendar.component(.hour, from: request.time)) {
            warnings.append(.unusualHour)
        }
        return warnings
    }

    /// The option of `options` that lasts `minutes`.
    public static func option(minutes: Int, of options: [PriceOption]) throws(DomainError) -> PriceOption {
        guard let option = options.first(where: { $0.minutes == minutes }) else {
            throw .validation(
                .init(field: .option, reason: .unknown("\(minutes)", known: options.map { "\($0.minutes)" })))
        }
        return option
    }
}
