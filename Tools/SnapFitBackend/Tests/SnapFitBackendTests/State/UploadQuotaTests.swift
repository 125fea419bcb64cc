import Foundation
import SnapFitBackendTestSupport
import SnapFitHTTPServer
import Testing

@testable import SnapFitBackend

/// One user cannot fill the storage stand-in: bytes and open upload URLs are both limited per user.
@Suite struct UploadQuotaTests {
    private let sut = BackendClient(
        backend: Backend(configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() })))

    /// Asks for `count` upload URLs of PNGs; the status and the signed URLs.
    private func slots(
        _ count: Int, access: String
    ) async throws -> (status: Int, urls: [URLComponents], response: HTTPResponse) {
        let response = try await sut.send(
            "GET", "/snapfit/image/paths",
            query: [("ext", Array(repeating: "png", count: count).joined(separator: ","))],
            bearer: access)
        let infos = BackendClient.object(response)["fileInfos"] as? [[String: String]] ?? []
        return (response.status, infos.compactMap { $0["filePath"].flatMap(URLComponents.init(string:)) }, response)
    }

    private func put(_ bytes: Data, to url: URLComponents) async throws -> HTTPResponse {
        try await sut.backend.handle(
            HTTPRequest(
                method: "PUT", path: url.path,
                query: (url.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") },
                headers: ["content-type": "image/png"], body: bytes))
    }

    @Test func uploadsPastTheUsersQuota_areRefused_whileAnotherUserCanStillUpload() async throws {
        // Given: a user who has filled the quota in 5 MiB files
        let access = try await sut.login("dev-maker")
        let fileSize = 5 << 20
        let fitting = Backend.uploadQuotaBytes / fileSize
        let urls = try await slots(fitting + 1, access: access).urls
        try #require(urls.count == fitting + 1)
        let file = Data(repeating: 1, count: fileSize)
        for url in urls.prefix(fitting) { try #require(try await put(file, to: url).status == 200) }
        // When
        let over = try await put(file, to: urls[fitting])
        let other = try await sut.signUp("quota-other", nickName: "다른이")
        let otherURL = try #require(try await slots(1, access: other).urls.first)
        let otherPut = try await put(file, to: otherURL)
        // Then
        #expect(over.status == 403)
        #expect(String(decoding: over.body, as: UTF8.self).contains("QuotaExceeded"))
        #expect(otherPut.status == 200)
    }

    @Test func openUploadURLs_areLimitedPerUser_andAUsedOneNoLongerCounts() async throws {
        // Given
        let access = try await sut.login("dev-maker")
        // When
        let allowed = try await slots(Backend.maxOpenUploadSlots, access: access)
        let more = try await slots(1, access: access)
        let used = try await put(Data([1]), to: try #require(allowed.urls.first))
        let afterAnUpload = try await slots(1, access: access)
        // Then
        #expect(allowed.status == 200 && allowed.urls.count == Backend.maxOpenUploadSlots)
        #expect(more.status == 429)
        #expect(used.status == 200)
        #expect(afterAnUpload.status == 200)
    }

    @Test func askingPastTheOpenURLCap_isAQuota_toTryAgainWhenTheOldestExpires() async throws {
        // Given: a user holding every open upload URL, issued just now
        let access = try await sut.login("dev-maker")
        try #require(try await slots(Backend.maxOpenUploadSlots, access: access).status == 200)
        // When
        let more = try await slots(1, access: access).response
        // Then: a 429 in Spring's body, not a validation error (400, code 1)
        let body = BackendClient.object(more)
        let retryAfter = try #require(more.headers.first { $0.name == "Retry-After" }.flatMap { Int($0.value) })
        #expect(more.status == 429)
        #expect(body["status"] as? Int == 429 && body["error"] as? String == "Too Many Requests")
        #expect(body["errorCode"] == nil)
        #expect((1...Backend.uploadURLLifetime + 1).contains(retryAfter))
    }
}
