import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// The maker's own products.
public enum MakerProductsScene {
    /// What the scene shows, in order: the maker's products, or why it cannot.
    public enum Outcome: FailableOutcome, Equatable {
        case products(Load.ViewModel)
        case failed(ErrorViewModel)
    }

    public enum Load {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable {
            public let products: [ProductSummary]
            public var pricing: Pricing = .won()
            public var layout: ListLayout = .list
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let title: String
            public let products: [ProductCardViewModel]
            /// Shown when the maker has no products yet.
            public let empty: String?
            /// What the maker can do next: `.registerProduct` when there is nothing yet.
            public let nextAction: Intent?
            /// Rows (`list`) or a grid of cards (`grid`), as the settings say.
            public let layout: ListLayout
            /// The rates' date, or that prices are in won for want of rates; `nil` in won as asked.
            public let pricesNotice: String?
        }
    }
}
