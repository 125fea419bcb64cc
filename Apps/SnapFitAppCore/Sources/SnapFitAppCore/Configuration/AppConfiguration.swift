import Foundation
import SnapFitDomain
import SnapFitPresentation

/// Everything the process was told to do before any command runs: phase, server, home folder and output style.
public struct AppConfiguration: Sendable, Equatable {
    /// The server root used when neither `--base-url` nor `SNAPFIT_BASE_URL` is given.
    public static let defaultBaseURL = URL(string: "http://127.0.0.1:8081")!

    public var phase: Phase
    /// REAL only: the server root; wire paths such as `/snapfit/vibes` are appended to it.
    public var baseURL: URL
    /// Where each phase keeps its files: REAL's session, device id and browsing at the top, DEV's (with its backend's
    /// state) in `dev/`.
    public var home: URL
    /// The language when no setting names one: `--lang` or `SNAPFIT_LANG` if given, else the machine's (`LANG`).
    public var language: Language
    /// The settings given for this run only (`--lang`, `--currency`, `--layout` and their variables): they win
    /// over the saved ones until the user changes a setting.
    public var preferences: Preferences
    /// REAL only: where exchange rates come from; `nil` is the server's `/api/latest.json`.
    public var ratesURL: URL?
    /// The terminal's `--json`: each command prints exactly one JSON object on one line.
    public var json: Bool
    /// The terminal's: whether text output may use ANSI colors (already false when stdout is not a terminal).
    public var color: Bool
    /// DEV only: the name of the scenario the run starts in, on its own copy of DEV's state (`--scenario`; one of
    /// `ScenarioList.names`).
    public var scenario: String?

    public init(
        phase: Phase = .dev, baseURL: URL = Self.defaultBaseURL, home: URL, language: Language = .english,
        preferences: Preferences = Preferences(), ratesURL: URL? = nil, json: Bool = false, color: Bool = false,
        scenario: String? = nil
    ) {
        self.phase = phase
        self.baseURL = baseURL
        self.home = home
        self.language = language
        self.preferences = preferences
        self.ratesURL = ratesURL
        self.json = json
        self.color = color
        self.scenario = scenario
    }
}
