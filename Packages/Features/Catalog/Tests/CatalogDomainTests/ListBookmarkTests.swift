import Foundation
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import CatalogDomain

@Suite struct ListBookmarkTests {
    private func json(hidden: String) -> Data {
        Data(#"{"list":{"likes":{}},"products":[],"isAtEnd":false,"hidden":\#(hidden)}"#.utf8)
    }

    @Test func aSearch_isSavedAndReadBack() throws {
        let bookmark = ListBookmark(
            list: .search(try SearchQuery("한강")), products: [.fixture(id: 1)], isAtEnd: false, lastViewedIndex: 0,
            hidden: 119)
        let read = try JSONDecoder().decode(ListBookmark.self, from: try JSONEncoder().encode(bookmark))
        #expect(read == bookmark)
    }

    @Test(arguments: ["-1", "9223372036854775807"])
    func aCountOfRowsLeftOutThatNoCatalogHas_isNotRead(hidden: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ListBookmark.self, from: json(hidden: hidden)) }
    }

    @Test func aBookmarkWithoutTheCount_leftNothingOut() throws {
        #expect(try JSONDecoder().decode(ListBookmark.self, from: json(hidden: "0")).hidden == 0)
    }
}
