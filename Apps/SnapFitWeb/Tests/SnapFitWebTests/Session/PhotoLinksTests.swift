import Foundation
import Testing

@testable import SnapFitWeb

/// A session's photo addresses: one token per address shown, only http(s), the oldest forgotten past the capacity.
@Suite struct PhotoLinksTests {
    @Test func anAddressShownAgain_keepsItsToken_andTheTokenLeadsBackToIt() throws {
        // Given
        var sut = PhotoLinks()
        let address = "http://127.0.0.1:8081/files/1.png"
        // When
        let shown = sut.path(for: address)
        let again = sut.path(for: address)
        let first = try #require(shown)
        // Then
        #expect(again == first)
        #expect(first.hasPrefix("/photos/"))
        #expect(sut.url(for: String(first.dropFirst("/photos/".count))) == URL(string: address))
    }

    @Test(arguments: [nil, "", "file:///etc/passwd", "javascript:alert(1)", "not a url"])
    func anAddressThatIsNotHTTP_getsNoPath(address: String?) {
        var sut = PhotoLinks()
        #expect(sut.path(for: address) == nil)
    }

    @Test func pastTheCapacity_theOldestAddressIsForgotten_andGetsANewTokenWhenShownAgain() throws {
        // Given: the first address, then as many others as the capacity holds
        var sut = PhotoLinks()
        let shown = sut.path(for: "https://example.com/0.png")
        let first = try #require(shown)
        for number in 1...PhotoLinks.capacity { _ = sut.path(for: "https://example.com/\(number).png") }
        // When
        let shownAgain = sut.path(for: "https://example.com/0.png")
        // Then
        #expect(sut.url(for: String(first.dropFirst("/photos/".count))) == nil)
        #expect(shownAgain != nil && shownAgain != first)
    }
}
