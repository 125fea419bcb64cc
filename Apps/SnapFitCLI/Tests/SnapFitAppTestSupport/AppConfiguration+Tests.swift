import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

extension AppConfiguration {
    /// A configuration for tests: DEV unless told otherwise, plain text, and a home folder that cannot be written
    /// (so DEV keeps its data in memory for the one application; tests of persistence choose a real folder).
    public static func forTests(
        phase: Phase = .dev, baseURL: URL = AppConfiguration.defaultBaseURL, language: Language = .english,
        json: Bool = false
    ) -> AppConfiguration {
        AppConfiguration(
            phase: phase, baseURL: baseURL, home: URL(fileURLWithPath: "/dev/null/snapfit-tests"),
            language: language, json: json, color: false)
    }
}
