import Foundation
import PhotosDomain
import SnapFitDomain
import SnapFitPresentation

/// A product's photos one at a time, full screen: its index (`2 / 5`), paged with next and prev while the viewer is
/// open, closed with q.
public enum PhotoViewerScene {
    /// What the viewer shows, in order: photos, the question while it is open, then how it closed, or why it cannot show a photo.
    public enum Outcome: FailableOutcome, Equatable {
        case photo(ViewModel)
        case question(Question)
        case closed(Closed)
        case failed(ErrorViewModel)
    }

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
        /// The photo's bytes, or why they could not be had.
        public let photo: Result<Photo, DomainError>
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
        /// "48.2 KB · jpeg", or that the photo could not be read.
        public let sizeLabel: String
        /// The photo's size in bytes; `nil` when it could not be read.
        public let byteCount: Int?
        /// `png`, `jpeg`, `gif`, `webp` or `heic`; `nil` when the photo could not be read.
        public let format: String?
        /// The picture itself, for a screen that can show it (never in `--json`).
        public let image: Data?
        /// Whether more is asked (next, prev, q) after this photo.
        public let isOpen: Bool

        private enum CodingKeys: String, CodingKey {
            case productID, title, number, count, indexLabel, url, sizeLabel, byteCount, format, isOpen
        }
    }

    /// What the viewer said when it closed: which photo it was on.
    public struct Closed: Sendable, Equatable, Encodable {
        public let productID: Int
        public let number: Int
        public let message: String
    }
}
