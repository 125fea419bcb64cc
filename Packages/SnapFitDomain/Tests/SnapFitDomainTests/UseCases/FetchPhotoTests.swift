import Foundation
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

struct FetchPhotoTests {
    private let url = URL(string: "https://storage.example/a.jpg")!

    private func fetch(_ data: Data) async throws(DomainError) -> Photo {
        var photos = StubPhotoRepository()
        photos.onPhoto = { _ in Photo(data: data) }
        return try await FetchPhoto(photos: photos)(url: url)
    }

    @Test func aPicture_isGivenWithItsFormat() async throws {
        #expect(try await fetch(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])).format == .jpeg)
        #expect(try await fetch(ImageFile.png.data).format == .png)
        #expect(try await fetch(Data("GIF89a".utf8)).format == .gif)
        #expect(try await fetch(Data("RIFF\0\0\0\0WEBPVP8 ".utf8)).format == .webp)
    }

    @Test func bytesThatAreNoPicture_orTooMany_areRefused() async {
        await #expect(throws: DomainError.self) { _ = try await fetch(Data("<html>".utf8)) }
        await #expect(throws: DomainError.self) {
            _ = try await fetch(Data([0xFF, 0xD8, 0xFF]) + Data(count: PictureRules.maxBytes))
        }
    }

    @Test func aPictureTheRegistrationWouldRefuse_isNotShownEither() async throws {
        // Given: the largest picture the registration takes, and two it does not
        let largest = ImageFile.png(byteCount: PictureRules.maxBytes)
        // When / Then
        #expect(try await fetch(largest.data).data.count == PictureRules.maxBytes)
        await #expect(throws: DomainError.self) {
            _ = try await fetch(ImageFile.png(width: 20_000, height: 20_000).data)
        }
        await #expect(throws: DomainError.self) {
            _ = try await fetch(ImageFile.png(trailing: Data("<script>".utf8)).data)
        }
    }
}
