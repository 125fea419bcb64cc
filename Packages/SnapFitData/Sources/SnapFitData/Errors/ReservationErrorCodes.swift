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
    /// On the customer's list, 404 code 14 means the maker of one of the bookings has left (the list names no one
    /// else, and fails whole, §4.8); elsewhere it may be the caller, whose token outlives a withdrawal.
    static let customerList = overrides.merging([14: .makerWithdrawn]) { $1 }
    /// On the maker's list, 403 code 33 means the caller is not a maker.
    static let makerList = overrides.merging([33: .notAMaker]) { $1 }
}
