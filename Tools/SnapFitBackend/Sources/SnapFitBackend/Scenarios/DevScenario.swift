import SnapFitFixtures

/// A named state DEV starts in, for a demo, a screenshot or a bug report (`--scenario NAME`): each runs on its own
/// copy of the state, in memory, so the home's data is never touched. The backend shapes the contract's tables; each
/// feature adds its table's part (`BackendFeature`'s scenario rows).
public enum DevScenario: String, CaseIterable, Sendable {
    /// The seed, signed out: a customer's first visit, nothing liked or booked.
    case firstVisit = "first-visit"
    /// No product at all, signed in as the customer.
    case emptyCatalog = "empty-catalog"
    /// `dev-maker` signed in, with `busyMakerProducts` products and `busyMakerBookings` bookings on them.
    case busyMaker = "busy-maker"
    /// A maker has withdrawn; their products and the customer's bookings and like on them are left.
    case withdrawnMaker = "withdrawn-maker"
    /// Every answer takes `slowAnswerSeconds`; signed in as the customer.
    case slowServer = "slow-server"
    /// The customer's stored access token has expired, so the first request refreshes it.
    case expiredSession = "expired-session"

    /// The products `dev-maker` has in `busy-maker`.
    public static let busyMakerProducts = 60
    /// The bookings on them in `busy-maker`.
    public static let busyMakerBookings = 240
    /// How long each answer takes in `slow-server`.
    public static let slowAnswerSeconds = 1.5

    /// The social id of the user the terminal starts signed in as, if any.
    public var signedIn: String? {
        switch self {
        case .firstVisit: nil
        case .busyMaker: SeedCatalog.makerSocialId
        case .emptyCatalog, .withdrawnMaker, .slowServer, .expiredSession: SeedCatalog.customerSocialId
        }
    }

    /// The faults every answer carries.
    var faults: [RouteFault] {
        switch self {
        case .slowServer: [RouteFault(route: RouteFault.everyRoute, fault: .delay(seconds: Self.slowAnswerSeconds))]
        case .firstVisit, .emptyCatalog, .busyMaker, .withdrawnMaker, .expiredSession: []
        }
    }
}
