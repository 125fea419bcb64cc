import SettingsDomain
import SnapFitDomain
import SnapFitPresentation

/// The settings scene: the language, currency and layout in force, and one of them changed.
public enum SettingsScene {
    /// What the scene shows, in order: the settings, or why a change could not be read.
    public enum Outcome: FailableOutcome, Equatable {
        case settings(ViewModel)
        case failed(ErrorViewModel)
    }

    public enum Show {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable {
            public let preferences: Preferences
        }
    }

    public enum Change {
        /// A setting's name and value as the user gave them (`lang`, `ko`); the scene refuses what it cannot read.
        public struct Request: Sendable {
            public let name: String
            public let value: String

            public init(name: String, value: String) {
                self.name = name
                self.value = value
            }
        }
        public struct Response: Sendable {
            public let change: SettingChange
            public let preferences: Preferences
            /// `false`: the home folder cannot be written, so the change lasts for this run only.
            public let kept: Bool
        }
    }

    /// The settings, worded: shown by `settings`, and after a change (in the new language, if that changed).
    public struct ViewModel: Sendable, Equatable, Encodable {
        public let title: String
        public let rows: [Row]
        /// What was changed and whether it was saved; `nil` when only showing.
        public let note: String?
    }

    public struct Row: Sendable, Equatable, Encodable {
        /// The setting's name as `set` takes it: `lang`, `currency`, `layout`.
        public let name: String
        public let label: String
        /// The value as `set` takes it: `ko`, `usd`, `grid`.
        public let value: String
        public let valueLabel: String
    }
}
