import CatalogDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import CatalogPresentation

@Suite struct ProductCardMemoTests {
    private let won = PriceFormat(.won(), language: .english)

    @Test func theSameProductsAgain_areTheSameCards_andAChangedOneIsBuiltAnew() {
        // Given
        var sut = ProductCardMemo()
        let first = sut.cards(for: [.fixture(id: 1), .fixture(id: 2)], prices: won, viewerID: nil)
        // When: the same products, then the second liked
        let again = sut.cards(for: [.fixture(id: 1), .fixture(id: 2)], prices: won, viewerID: nil)
        let liked = sut.cards(for: [.fixture(id: 1), .fixture(id: 2, liked: true)], prices: won, viewerID: nil)
        // Then
        #expect(again == first)
        #expect(liked.map(\.liked) == [false, true])
        #expect(
            liked
                == [.fixture(id: 1), .fixture(id: 2, liked: true)].map {
                    ProductCardViewModel(product: $0, prices: won)
                })
    }

    @Test func otherPricesOrLanguageOrViewer_buildEveryCardAnew() {
        // Given
        var sut = ProductCardMemo()
        _ = sut.cards(for: [.fixture(id: 1)], prices: won, viewerID: nil)
        // When
        let korean = sut.cards(for: [.fixture(id: 1)], prices: PriceFormat(.won(), language: .korean), viewerID: nil)
        let theMakers = sut.cards(for: [.fixture(id: 1, makerID: 2)], prices: won, viewerID: 2)
        // Then
        #expect(korean.first?.priceLabel == "30,000원~")
        #expect(theMakers.first?.isViewersOwn == true)
    }
}
