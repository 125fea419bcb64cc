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
    /// The rows of a page asked for with `limit` as domain bookings; one unreadable time fails the page.
    func toDomain(askedFor limit: Int) throws(DomainError) -> [ReservationSummary] {
        var rows: [ReservationSummary] = []
        for row in try self.rows(askedFor: limit) { rows.append(try row.toDomain()) }
        return rows
    }
}

extension ReservationDetailDTO {
    func toDomain() throws(DomainError) -> Reservation {
        Reservation(
            id: id, product: post.toDomain(), maker: maker.toDomain(),
            customer: UserSummary(id: user.id, nickname: user.nickName), optionPrice: basePrice.value,
            optionMinutes: nil,
            additionalPeople: person.value, personPrice: personPrice.value, place: reservationLocation,
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
