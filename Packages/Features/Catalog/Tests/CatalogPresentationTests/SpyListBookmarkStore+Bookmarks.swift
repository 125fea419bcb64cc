import CatalogDomain
import Foundation
import SnapFitDomainTestSupport

extension SpyListBookmarkStore {
    /// A store that starts from `saved`, as the catalog writes it.
    convenience init(saved bookmark: ListBookmark) {
        self.init(saved: try? JSONEncoder().encode(bookmark))
    }

    /// Every place saved, as the catalog reads it back.
    var bookmarks: [ListBookmark] { saves.compactMap { try? JSONDecoder().decode(ListBookmark.self, from: $0) } }
}
