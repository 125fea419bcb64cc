import Foundation
import SnapFitDomain

extension ReservationSummaryDTO {
    func toDomain() throws(DomainError) -> ReservationSummary {
        ReservationSummary(
            id: id, product: post.toDomain(), time: try ReservationTime.read(reservationTime),
            status: ReservationTime.status(cancelMessage))
    }
}

extension PageDTO where Item == ReservationSummaryDTO {
    /// The page's rows as domain bookings; one unreadable time fails the page.
    func toDomain() throws(DomainError) -> [ReservationSummary] {
        var rows: [ReservationSummary] = []
        for row in data { rows.append(try row.toDomain()) }
        return rows
    }
}

extension ReservationDetailDTO {
    func toDomain() throws(DomainError) -> Reservation {
        Reservation(
            id: id, product: post.toDomain(), maker: maker.toDomain(),
            customer: UserSummary(id: user.id, nickname: user.nickName), optionPrice: basePrice, optionMinutes: nil,
            additionalPeople: person, personPrice: personPrice, place: reservationLocation,
            time: try ReservationTime.read(reservationTime), email: email, phone: phoneNumber,
            status: ReservationTime.status(cancelMessage))
    }
}

/// Reading the parts of a reservation every shape shares.
enum ReservationTime {
    static func read(_ text: String) throws(DomainError) -> Date {
        guard let date = WireTime.response(text) else {
            throw .invalidResponse(detail: "reservationTime '\(text)' is not yyyy-MM-dd HH:mm:ss")
        }
        return date
    }

    static func status(_ cancelMessage: String?) -> ReservationStatus {
        cancelMessage.map { .cancelled(reason: $0) } ?? .active
    }
}
