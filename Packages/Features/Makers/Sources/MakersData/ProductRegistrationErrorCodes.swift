import SnapFitData
import SnapFitDomain

/// The SnapFit error codes a product's registration gives a meaning of its own (§4.9): on both of its routes, 403
/// code 21 means the caller is not a maker.
enum ProductRegistrationErrorCodes {
    static let all = ReservationErrorCodes.overrides.merging([21: .notAMaker]) { $1 }
}
