import CatalogDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import CatalogPresentation

@Suite struct ProductListPresenterTests {
    private func response(
        _ source: ProductListScene.Source, firstIndex: Int = 0, isAtEnd: Bool = false, lastViewed: Int? = nil,
        hidden: Int = 0
    ) -> ProductListScene.Page.Response {
        ProductListScene.Page.Response(
            source: source, page: [ProductSummary.fixture(id: 7)], firstIndex: firstIndex, isAtEnd: isAtEnd,
            lastViewedIndex: lastViewed, hidden: hidden)
    }

    @Test func page_withRowsLeftOut_saysHowManyAndWhy() {
        #expect(ProductListPresenter.viewModel(for: response(.likes), language: .english).hiddenNotice == nil)
        #expect(
            ProductListPresenter.viewModel(for: response(.likes, hidden: 2), language: .english).hiddenNotice
                == "2 products are left out: their maker has left SnapFit.")
    }

    @Test func page_inKorean_numbersRowsAndFormatsTheCard() throws {
        let viewModel = ProductListPresenter.viewModel(
            for: response(.products(.all), firstIndex: 20), language: .korean)
        let row = try #require(viewModel.rows.first)
        #expect(row.number == 21)
        #expect(row.product.priceLabel == "30,000원~" && row.product.locationsLabel == "서울 | 경기")
        #expect(row.product.settingLabel == "야외스냅")
        #expect(viewModel.title == "전체 상품" && viewModel.nextAction == .loadMore)
    }

    @Test func page_lastOne_saysTheListEndsAndShowsTheLastViewedNumber() {
        let viewModel = ProductListPresenter.viewModel(
            for: response(.likes, isAtEnd: true, lastViewed: 4), language: .english)
        #expect(viewModel.title == "Liked products")
        #expect(viewModel.footer == "That is the whole list.")
        #expect(viewModel.lastViewed == 5)
    }

    @Test func page_emptyList_saysThereIsNothingYet_insteadOfItsEnd() {
        let empty = { (source: ProductListScene.Source) in
            ProductListScene.Page.Response(
                source: source, page: [], firstIndex: 0, isAtEnd: true, lastViewedIndex: nil, hidden: 0)
        }
        #expect(
            ProductListPresenter.viewModel(for: empty(.products(.all)), language: .english).footer
                == "No products here yet.")
        #expect(ProductListPresenter.viewModel(for: empty(.likes), language: .korean).footer == "아직 찜한 상품이 없습니다.")
    }

    @Test(arguments: [Language.english, .korean])
    func search_thatFoundNothing_endsOnSayingSo_notOnTheWholeList(language: Language) throws {
        // Given: the whole catalog of 62 products read, none matching
        let nothing = ProductListScene.Page.Response(
            source: .search(try SearchQuery("zzzz")), page: [], firstIndex: 0, isAtEnd: true, lastViewedIndex: nil,
            hidden: 62)
        // When
        let viewModel = ProductListPresenter.viewModel(for: nothing, language: language)
        // Then: one line says it, once
        #expect(
            viewModel.footer
                == language.pick(
                    "상품 62개를 모두 살펴봤지만 맞는 상품이 없습니다.", "No product matches: all 62 products were searched."))
        #expect(viewModel.scanNotice == nil)
    }

    @Test func search_thatFoundSome_saysOnceThatItReadTheWholeCatalog() throws {
        let found = ProductListScene.Page.Response(
            source: .search(try SearchQuery("한강")), page: [ProductSummary.fixture(id: 7)], firstIndex: 0,
            isAtEnd: true, lastViewedIndex: nil, hidden: 61)
        let viewModel = ProductListPresenter.viewModel(for: found, language: .english)
        #expect(viewModel.scanNotice == nil)
        #expect(viewModel.footer == "All 62 products were searched.")
    }

    @Test func page_inDollars_convertsEachCardAndStatesTheRatesOnEachPage() throws {
        var first = response(.products(.all))
        first.pricing = .converted(to: .usd, at: .fixture)
        first.layout = .grid
        let viewModel = ProductListPresenter.viewModel(for: first, language: .english)
        let card = try #require(viewModel.rows.first?.product)
        #expect(card.priceLabel == "$21.74~" && card.lowestPrice == 30_000)
        #expect(card.lowestPriceConverted == ConvertedPrice(21.74, currency: .usd))
        #expect(viewModel.pricesNotice == "Prices in USD at the exchange rates of 2026-11-24.")
        #expect(viewModel.layout == .grid)
        var next = response(.products(.all), firstIndex: 10)
        next.pricing = first.pricing
        #expect(ProductListPresenter.viewModel(for: next, language: .english).pricesNotice == viewModel.pricesNotice)
    }

    @Test func title_vibesInEnglish_glossesThem() {
        #expect(ProductListPresenter.title(.products(.vibes(["시크"])), language: .english) == "Vibes: 시크 (chic)")
    }

    @Test func notice_kindsAreStable() {
        #expect(ProductListPresenter.notice(.endOfList, language: .korean).kind == .endOfList)
        #expect(ProductListPresenter.notice(.noList, language: .english).message == "Show a list first.")
    }
}
