import SnapFitDomain

/// The SnapFit error codes the reservation routes give a meaning of their own (§4.9).
enum ReservationErrorCodes {
    static let overrides: [Int: DomainError] = ProductErrorCodes.overrides.merging([
        31: .priceChanged,
        32: .reservationNotFound,
        33: .notYourReservation,
        34: .alreadyCancelled,
    ]) { $1 }
}
