import SnapFitDomain

/// The reference-data scene: the lists of vibes and shooting regions.
public enum ReferenceDataScene {
    /// What the scene shows, in order: a list, or why it cannot.
    public enum Outcome: FailableOutcome, Equatable {
        case vibes(LoadVibes.ViewModel)
        case locations(LoadLocations.ViewModel)
        case failed(ErrorViewModel)
    }

    public enum LoadVibes {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable {
            public let vibes: [Vibe]

            public init(vibes: [Vibe]) {
                self.vibes = vibes
            }
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let title: String
            public let vibes: [Item]
        }
    }

    public enum LoadLocations {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable {
            public let locations: [Location]

            public init(locations: [Location]) {
                self.locations = locations
            }
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let title: String
            public let locations: [Item]
        }
    }

    /// One row of a list: the id to pass to other commands and the label to show.
    public struct Item: Sendable, Equatable, Encodable {
        public let id: Int
        public let name: String
        /// The name as shown in the user's language, e.g. "러블리 (lovely)" in English.
        public let label: String

        public init(id: Int, name: String, label: String) {
            self.id = id
            self.name = name
            self.label = label
        }
    }
}

extension ReferenceDataScene.Outcome {
    /// The vibes or the locations shown; `nil` for a failure.
    public var items: [ReferenceDataScene.Item]? {
        switch self {
        case .vibes(let vibes): vibes.vibes
        case .locations(let locations): locations.locations
        case .failed: nil
        }
    }
}
