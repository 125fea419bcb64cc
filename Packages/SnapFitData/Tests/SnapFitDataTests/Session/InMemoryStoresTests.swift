import Foundation
import SnapFitDomain
import Testing

@testable import SnapFitData

/// A web session's place in a list and settings, kept in memory.
@Suite struct InMemoryStoresTests {
    @Test func bookmarks_startEmpty_keepTheLastSaved_andForgetOnClear() async {
        // Given
        let sut = InMemoryListBookmarkStore()
        let bookmark = ["list": "likes"]
        // When / Then
        #expect(await sut.load([String: String].self) == nil)
        await sut.save(bookmark)
        #expect(await sut.load([String: String].self) == bookmark)
        await sut.clear()
        #expect(await sut.load([String: String].self) == nil)
    }

    @Test func preferences_startEmpty_andKeepWhatIsSaved() {
        // Given
        let sut = InMemoryPreferencesStore()
        let preferences = Preferences(language: .korean, currency: .usd, layout: .grid)
        // When / Then
        #expect(sut.load() == Preferences())
        #expect(sut.save(preferences))
        #expect(sut.load() == preferences)
    }
}
