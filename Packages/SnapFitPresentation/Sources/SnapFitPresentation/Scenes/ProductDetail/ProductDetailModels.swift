import SnapFitDomain

/// A product's detail: everything a buyer needs to choose an option, and the maker's other products.
public enum ProductDetailScene {
    public enum Load {
        public struct Response: Sendable {
            public let page: ProductPage
            public let position: ListPosition?
            public var pricing: Pricing = .won()

            public init(page: ProductPage, position: ListPosition?, pricing: Pricing = .won()) {
                self.page = page
                self.position = position
                self.pricing = pricing
            }
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let id: Int
            public let title: String
            public let description: String
            public let thumbnail: String?
            public let images: [String]
            public let vibes: [String]
            public let vibesLabel: String
            public let locationsLabel: String
            public let settingLabel: String
            public let options: [Option]
            /// "인원 추가 1인당 20,000원"; `nil` when there is no surcharge.
            public let personPriceLabel: String?
            public let makerID: Int
            public let makerNickname: String
            /// "하늘작가 (작가 2)": the nickname with the id that `products --maker` takes.
            public let makerLabel: String
            public let liked: Bool
            /// The signed-in maker's own product, which offers them neither the like nor the booking.
            public let isViewersOwn: Bool
            /// Said instead of those on their own product; `nil` on others'.
            public let ownNotice: String?
            public let makerProductsTitle: String
            public let makerProducts: [ProductCardViewModel]
            /// Shown when the maker has no other products.
            public let noMakerProducts: String?
            public let position: String?
            /// The rates' date, or that prices are in won for want of rates; `nil` in won as asked.
            public let pricesNotice: String?
        }
        /// A price option: "60분 · 120,000원".
        public struct Option: Sendable, Equatable, Encodable {
            public let minutes: Int
            /// In won.
            public let price: Int
            /// In the screen's currency, when it is not won.
            public let priceConverted: ConvertedPrice?
            public let label: String
        }
    }
}
