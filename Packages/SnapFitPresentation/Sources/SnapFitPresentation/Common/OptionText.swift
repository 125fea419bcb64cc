/// What an app says about a setting it was started with (an option or its environment variable) that it cannot use.
/// `source` names where the value came from, such as `--phase` or `SNAPFIT_PHASE`.
public enum OptionText {
    public static func unknownPhase(_ value: String, source: String, language: Language) -> String {
        language.pick(
            "알 수 없는 단계입니다: '\(value)' (\(source)). dev 또는 real을 쓰세요.",
            "Unknown phase '\(value)' (\(source)): use dev or real.")
    }

    public static func malformedBaseURL(_ value: String, source: String, language: Language) -> String {
        language.pick(
            "잘못된 서버 주소입니다: '\(value)' (\(source)). 예: http://127.0.0.1:8081",
            "Malformed base URL '\(value)' (\(source)): "
                + "use http(s) with a host and a port from 1 to 65535, e.g. http://127.0.0.1:8081.")
    }

    public static func unknownValue(_ value: String, source: String, allowed: String, language: Language) -> String {
        language.pick(
            "쓸 수 없는 값입니다: '\(value)' (\(source)). \(allowed) 중 하나를 쓰세요.",
            "Unknown value '\(value)' (\(source)): use \(allowed).")
    }

    public static func scenarioInReal(_ value: String, source: String, language: Language) -> String {
        language.pick(
            "시나리오 '\(value)'(\(source))는 DEV 단계에서만 쓸 수 있습니다. --phase real을 빼세요.",
            "Scenario '\(value)' (\(source)) is DEV's: leave out --phase real.")
    }

    public static func malformedRatesURL(_ value: String, source: String, language: Language) -> String {
        language.pick(
            "잘못된 환율 주소입니다: '\(value)' (\(source)). 예: https://openexchangerates.org/api/latest.json?app_id=…",
            "Malformed rates URL '\(value)' (\(source)): use http(s) with a host, "
                + "e.g. https://openexchangerates.org/api/latest.json?app_id=….")
    }

    public static func unknownLanguage(_ value: String, source: String, language: Language) -> String {
        language.pick(
            "알 수 없는 언어입니다: '\(value)' (\(source)). ko 또는 en을 쓰세요.",
            "Unknown language '\(value)' (\(source)): use ko or en.")
    }
}
