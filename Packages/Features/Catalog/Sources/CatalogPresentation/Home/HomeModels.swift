import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// The home screen: a greeting, one recommended product, and the products in two sections.
public enum HomeScene {
    /// What the home shows: the home, or why it cannot.
    public enum Outcome: FailableOutcome, Equatable {
        case home(Load.ViewModel)
        case failed(ErrorViewModel)
    }

    public enum Load {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable {
            public let home: Home
            public var pricing: Pricing = .won()
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let greeting: String
            public let subtitle: String
            public let recommendedTitle: String
            public let recommended: ProductCardViewModel?
            public let sections: [Section]
            /// What the home says when there is no product at all; `nil` when it shows some.
            public let emptyNotice: String?
            /// The rates' date, or that prices are in won for want of rates; `nil` in won as asked.
            public let pricesNotice: String?
        }
        public struct Section: Sendable, Equatable, Encodable {
            public let title: String
            public let products: [ProductCardViewModel]
        }
    }
}
