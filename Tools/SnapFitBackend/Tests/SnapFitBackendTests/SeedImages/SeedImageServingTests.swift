import Foundation
import SnapFitBackendTestSupport
import SnapFitHTTPServer
import Testing

@testable import SnapFitBackend

/// The storage stand-in serves the seed's pictures at the URLs the product JSON hands out, as PNGs; a name the seed
/// does not have is missing like any other file.
@Suite struct SeedImageServingTests {
    private let sut = BackendClient(
        backend: Backend(
            configuration: .init(
                accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() }, publicOrigin: "http://seed.test")))

    @Test func get_ofASeedPicture_answersItsPNG() async throws {
        // When
        let response = try await sut.send("GET", "/storage/snapfit-sandbox/seed/p001-2.png")
        // Then
        #expect(response.status == 200)
        #expect(response.headers.first { $0.name.lowercased() == "content-type" }?.value == "image/png")
        let expected = SeedImage(productID: 1, photo: 2, vibes: ["러블리", "밝은"]).png()
        #expect(Array(response.body) == expected)
        #expect(try PNGFile(Array(response.body)).size?.width == SeedImage.width)
    }

    @Test(arguments: ["seed/p999-1.png", "seed/p001-9.png", "seed/p001-1.jpg", "p001-1.png"])
    func get_ofANameTheSeedDoesNotHave_isNoSuchKey(fileName: String) async throws {
        // When
        let response = try await sut.send("GET", "/storage/snapfit-sandbox/" + fileName)
        // Then
        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self).contains("NoSuchKey"))
    }

    @Test func put_overASeedPicture_isRefused_andThePictureStays() async throws {
        // When
        let response = try await sut.backend.handle(
            HTTPRequest(
                method: "PUT", path: "/storage/snapfit-sandbox/seed/p001-1.png", query: [],
                headers: ["content-type": "image/png"], body: Data([1, 2, 3])))
        // Then
        #expect(response.status == 403)
        let after = try await sut.send("GET", "/storage/snapfit-sandbox/seed/p001-1.png")
        #expect(after.status == 200 && after.body.starts(with: PNGEncoder.signature))
    }

    @Test func everyImageOfAProductsDetail_isServedAsAPNG() async throws {
        // Given
        let access = try await sut.login("dev-customer")
        let detail = BackendClient.object(
            try await sut.send("GET", "/snapfit/post", query: [("id", "5")], bearer: access))
        let urls = try #require(detail["images"] as? [String])
        try #require(urls.count == 8)
        // When / Then: every URL is on this backend's storage, and answers a PNG
        for url in urls {
            #expect(url.hasPrefix("http://seed.test/storage/snapfit-sandbox/seed/p005-"))
            let response = try await sut.send("GET", String(url.dropFirst("http://seed.test".count)))
            #expect(response.status == 200 && response.body.starts(with: PNGEncoder.signature), "\(url)")
        }
        #expect(urls.contains(try #require(detail["thumbnail"] as? String)))
    }
}
