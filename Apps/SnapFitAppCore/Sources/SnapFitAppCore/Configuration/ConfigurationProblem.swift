import SnapFitPresentation

/// A setting given at start (an option or its environment variable) that cannot be used: which value, from where,
/// and why. Each executable reports it in its own way; the words are Presentation's.
public struct ConfigurationProblem: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case unknownPhase
        case malformedBaseURL
        case malformedRatesURL
        case unknownLanguage
        /// Not one of `allowed` (such as `krw|usd`).
        case unknownValue(allowed: String)
        /// A scenario asked for with `--phase real`: scenarios are DEV's states.
        case scenarioInReal
    }

    public let reason: Reason
    public let value: String
    /// Where the value came from: `--phase` or `SNAPFIT_PHASE`.
    public let source: String

    public init(reason: Reason, value: String, source: String) {
        self.reason = reason
        self.value = value
        self.source = source
    }

    public func message(in language: Language) -> String {
        switch reason {
        case .unknownPhase: OptionText.unknownPhase(value, source: source, language: language)
        case .malformedBaseURL: OptionText.malformedBaseURL(value, source: source, language: language)
        case .malformedRatesURL: OptionText.malformedRatesURL(value, source: source, language: language)
        case .unknownLanguage: OptionText.unknownLanguage(value, source: source, language: language)
        case .unknownValue(let allowed):
            OptionText.unknownValue(value, source: source, allowed: allowed, language: language)
        case .scenarioInReal: OptionText.scenarioInReal(value, source: source, language: language)
        }
    }
}
