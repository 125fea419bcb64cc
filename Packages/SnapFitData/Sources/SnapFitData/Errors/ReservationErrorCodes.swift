import SnapFitDomain

/// The SnapFit error codes the reservation routes give a meaning of their own (§4.9). Public for the features' Data
/// layers, whose maker routes build their tables on it.
public enum ReservationErrorCodes {
    /// The product and account codes, and the bookings' own.
    public static let overrides: [Int: DomainError] = ProductErrorCodes.overrides.merging([
        31: .priceChanged,
        32: .reservationNotFound,
        33: .notYourReservation,
        34: .alreadyCancelled,
    ]) { $1 }
    /// On the customer's routes, 404 code 14 means the maker of a booking (or of the product booked) has left: the
    /// caller's own withdrawal does not stop them (§2.1), and a list with one such booking fails whole.
    static let customer = overrides.merging([14: .makerWithdrawn]) { $1 }
    /// On the maker's list, 403 code 33 means the caller is not a maker.
    static let makerList = overrides.merging([33: .notAMaker]) { $1 }
}
