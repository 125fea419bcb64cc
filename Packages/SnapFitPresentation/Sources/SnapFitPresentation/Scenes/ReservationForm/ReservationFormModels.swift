import SnapFitDomain

/// Booking a shoot: choose an option, a time, the people, contact and place; see the total; confirm.
public enum ReservationFormScene {
    /// The product to book, with its options.
    public enum LoadProduct {
        public struct Request: Sendable {
            public let productID: Int

            public init(productID: Int) {
                self.productID = productID
            }
        }
        public struct Response: Sendable {
            public let product: ProductDetail
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let productID: Int
            public let title: String
            public let options: [ProductDetailScene.Load.Option]
            public let personPriceLabel: String?
        }
    }

    /// Checks the fields that need no product; a refusal names the field to ask again.
    public enum Check {
        public struct Request: Sendable {
            public let draft: ReservationDraft

            public init(draft: ReservationDraft) {
                self.draft = draft
            }
        }
    }

    /// What would be booked and its total, before confirming.
    public enum Quote {
        public struct Request: Sendable {
            public let draft: ReservationDraft

            public init(draft: ReservationDraft) {
                self.draft = draft
            }
        }
        public struct Response: Sendable {
            public let product: ProductDetail
            public let request: ReservationRequest
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let productTitle: String
            public let optionLabel: String
            public let timeLabel: String
            public let people: Int
            public let place: String
            public let totalPrice: Int
            /// "총 160,000원 (120,000원 + 20,000원 × 2명)".
            public let totalLabel: String
        }
    }

    public enum Submit {
        public struct Request: Sendable {
            public let draft: ReservationDraft

            public init(draft: ReservationDraft) {
                self.draft = draft
            }
        }
    }
}
