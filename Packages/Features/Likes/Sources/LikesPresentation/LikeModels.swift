import LikesDomain
import SnapFitDomain
import SnapFitPresentation

/// Liking (찜) and unliking products. The liked products themselves are listed by the product list scene.
public enum LikeScene {
    /// What the scene shows, in order: the like as it now stands, or why it could not change.
    public enum Outcome: FailableOutcome, Equatable {
        case like(SetLike.ViewModel)
        case failed(ErrorViewModel)
    }

    public enum SetLike {
        public struct Request: Sendable {
            public let productID: Int
            public let liked: Bool

            public init(productID: Int, liked: Bool) {
                self.productID = productID
                self.liked = liked
            }
        }
        public struct Response: Sendable {
            public let outcome: LikeOutcome
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let productID: Int
            public let liked: Bool
            /// `false` when the product already was in that state.
            public let changed: Bool
            public let message: String
        }
    }
}
