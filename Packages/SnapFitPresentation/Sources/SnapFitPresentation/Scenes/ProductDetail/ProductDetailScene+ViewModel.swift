import SnapFitDomain

extension ProductDetailScene.Load.ViewModel {
    /// The product's page as a view model.
    /// - Parameters:
    ///   - response: the product, the maker's other products and the prices in force.
    ///   - prices: how prices read, in the user's language and currency.
    ///   - withMakerProducts: `false` leaves out the maker's other products (and their "none" notice).
    public init(
        _ response: ProductDetailScene.Load.Response, prices: PriceFormat, withMakerProducts: Bool = true
    ) {
        let language = prices.language
        let product = response.page.product
        self.init(
            id: product.id, title: product.title, description: product.description,
            thumbnail: product.thumbnailURL?.absoluteString, images: product.imageURLs.map(\.absoluteString),
            vibes: product.vibes,
            vibesLabel: Glossary.vibes.labels(for: product.vibes, language: language),
            locationsLabel: product.locations.map { Glossary.locations.label(for: $0, language: language) }
                .joined(separator: " | "),
            settingLabel: SettingLabel.text(studio: product.isStudio, language: language),
            options: product.options.map { option in
                .init(
                    minutes: option.minutes, price: option.price, priceConverted: prices.converted(option.price),
                    label: language.pick("\(option.minutes)분", "\(option.minutes) min") + " · "
                        + prices.label(option.price))
            },
            personPriceLabel: product.personPrice.flatMap { price in
                price > 0
                    ? language.pick(
                        "인원 추가 1인당 \(prices.label(price))", "\(prices.label(price)) per additional person") : nil
            },
            makerID: product.maker.id, makerNickname: product.maker.nickname,
            makerLabel: language.pick(
                "\(product.maker.nickname) (작가 \(product.maker.id))",
                "\(product.maker.nickname) (maker \(product.maker.id))"),
            liked: product.isLiked,
            isViewersOwn: response.page.isViewersOwn,
            ownNotice: response.page.isViewersOwn
                ? language.pick("내 상품입니다. 찜과 예약은 고객이 합니다.", "This is your product: customers like and book it.") : nil,
            makerProductsTitle: language.pick("작가의 다른 상품", "More from this maker"),
            makerProducts: response.page.makerProducts.map {
                ProductCardViewModel(
                    product: $0, prices: prices, viewerID: response.page.isViewersOwn ? product.maker.id : nil)
            },
            noMakerProducts: withMakerProducts && response.page.makerProducts.isEmpty
                ? language.pick("작가의 다른 상품이 없습니다.", "This maker has no other products.") : nil,
            position: response.position?.label(in: language), pricesNotice: prices.notice)
    }
}
