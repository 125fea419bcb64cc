import Foundation
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import CatalogDomain

/// The place in the last list, kept as JSON in the kernel's store.
@Suite struct ListBookmarksTests {
    @Test func aSavedPlace_isReadBack() async {
        let store = SpyListBookmarkStore()
        let bookmark = ListBookmark(list: .likes, products: [.fixture(id: 3)], isAtEnd: true, lastViewedIndex: 0)
        await ListBookmarks(store).save(bookmark)
        #expect(await ListBookmarks(store).load() == bookmark)
    }

    @Test func damagedBytes_areNoPlace() async {
        let sut = ListBookmarks(SpyListBookmarkStore(saved: Data(#"{"list":"#.utf8)))
        #expect(await sut.load() == nil)
    }
}
