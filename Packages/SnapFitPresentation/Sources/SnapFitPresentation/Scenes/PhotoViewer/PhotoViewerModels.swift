import SnapFitDomain

/// A product's photos one at a time, full screen: its index (`2 / 5`), paged with next and prev while the viewer is
/// open, closed with q.
public enum PhotoViewerScene {
    public enum Open {
        public struct Request: Sendable {
            public let productID: Int
            /// The 1-based photo to open at, such as the one a detail's slider shows; the first when `nil`.
            public let photo: Int?
            /// Whether the viewer stays open for next, prev and q (a person at a screen), or shows the one photo.
            public let staysOpen: Bool

            public init(productID: Int, photo: Int? = nil, staysOpen: Bool) {
                self.productID = productID
                self.photo = photo
                self.staysOpen = staysOpen
            }
        }
    }

    /// The viewer's one question, asked while it is open: where to go.
    public enum Step: Sendable, Equatable {
        case browse
    }

    public typealias Question = FlowQuestion<Step>

    public struct Response: Sendable {
        public let product: ProductDetail
        /// 0-based.
        public let index: Int
        public let isOpen: Bool
    }

    public struct ViewModel: Sendable, Equatable, Encodable {
        public let productID: Int
        public let title: String
        /// 1-based.
        public let number: Int
        public let count: Int
        /// "2 / 5".
        public let indexLabel: String
        public let url: String
        /// Whether more is asked (next, prev, q) after this photo.
        public let isOpen: Bool
    }

    /// What the viewer said when it closed: which photo it was on.
    public struct Closed: Sendable, Equatable, Encodable {
        public let productID: Int
        public let number: Int
        public let message: String
    }
}
