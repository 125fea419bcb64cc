import SnapFitBackend
import SnapFitPresentation

/// DEV's scenarios as the apps list them (`snapfit scenarios`).
public enum ScenarioList {
    /// The names `--scenario` takes.
    public static let names = DevScenario.allCases.map(\.rawValue)

    /// Each scenario's name and what it is for, in `language`.
    public static func entries(language: Language) -> [(name: String, purpose: String)] {
        DevScenario.allCases.map { ($0.rawValue, purpose(of: $0, language: language)) }
    }

    private static func purpose(of scenario: DevScenario, language: Language) -> String {
        switch scenario {
        case .firstVisit: ScenarioText.firstVisit(language: language)
        case .emptyCatalog: ScenarioText.emptyCatalog(language: language)
        case .busyMaker:
            ScenarioText.busyMaker(
                products: DevScenario.busyMakerProducts, bookings: DevScenario.busyMakerBookings, language: language)
        case .withdrawnMaker: ScenarioText.withdrawnMaker(language: language)
        case .slowServer: ScenarioText.slowServer(seconds: DevScenario.slowAnswerSeconds, language: language)
        case .expiredSession: ScenarioText.expiredSession(language: language)
        }
    }
}
