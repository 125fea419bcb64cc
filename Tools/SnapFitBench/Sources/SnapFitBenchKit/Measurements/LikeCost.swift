import Foundation
import SnapFitBackend
import SnapFitFixtures
import SnapFitHTTPServer

/// 12. What one acknowledged change costs (a like, saved to the data file before it is answered) in a big state,
/// 10,000 products and 50 MB of uploads, against the same like at seed size.
enum LikeCost {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let seed = try await medianLike(catalog: .standard, uploadedMegabytes: 0, pairs: sizes.likePairs)
        let big = try await medianLike(
            catalog: SeedCatalog.standard.repeatingProducts(to: sizes.bigStateProducts),
            uploadedMegabytes: sizes.bigStateUploadMegabytes, pairs: sizes.likePairs)
        let ratio = big / seed
        return [
            BenchmarkRow(
                name:
                    "12. Like with \(sizes.bigStateProducts) products + \(sizes.bigStateUploadMegabytes) MB uploads / at seed size, median",
                measured:
                    "\(Statistics.format(ratio))× (\(Statistics.format(big, digits: 2)) vs \(Statistics.format(seed, digits: 2)) ms)",
                target: "≤ 1.50×", met: ratio <= 1.5)
        ]
    }

    /// The median time of a like (each undone before the next) on a backend saving to a data file.
    private static func medianLike(catalog: SeedCatalog, uploadedMegabytes: Int, pairs: Int) async throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-like-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let backend = Backend(
            configuration: .init(
                accessTTL: 100_000, refreshTTL: 100_000, dataFile: folder.appendingPathComponent("state.json").path,
                now: { Date() }, catalog: catalog))
        try await backend.open()
        let maker = try await login(SeedCatalog.makerSocialId, on: backend)
        let customer = try await login(SeedCatalog.customerSocialId, on: backend)
        try await upload(megabytes: uploadedMegabytes / 2, as: maker, to: backend)
        try await upload(megabytes: uploadedMegabytes - uploadedMegabytes / 2, as: customer, to: backend)
        let postId = catalog.products.first?.id ?? 1
        var times: [Double] = []
        for _ in 0..<pairs {
            try await send(
                "DELETE", "/snapfit/post/like", query: [("postId", "\(postId)")], bearer: customer, to: backend)
            times.append(
                try await Statistics.milliseconds {
                    let like = try await send(
                        "POST", "/snapfit/post/like", query: [("postId", "\(postId)")], bearer: customer, to: backend)
                    guard like.status == 200 else { throw BenchFailure("a like was answered \(like.status)") }
                })
        }
        return Statistics.percentile(times, 0.5)
    }

    /// Uploads `megabytes` in files of at most 5 MB through signed URLs.
    private static func upload(megabytes: Int, as access: String, to backend: Backend) async throws {
        var left = megabytes
        while left > 0 {
            let size = min(left, 5)
            left -= size
            let paths = try await send(
                "GET", "/snapfit/image/paths", query: [("ext", "png")], bearer: access, to: backend)
            let object = try JSONSerialization.jsonObject(with: paths.body) as? [String: Any]
            guard let info = (object?["fileInfos"] as? [[String: String]])?.first, let filePath = info["filePath"],
                let signed = URLComponents(string: filePath)
            else { throw BenchFailure("no upload URL") }
            let put = try await backend.handle(
                HTTPRequest(
                    method: "PUT", path: signed.path,
                    query: (signed.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") },
                    headers: ["content-type": "image/png"], body: Data(repeating: 7, count: size << 20)))
            guard put.status == 200 else { throw BenchFailure("an upload was answered \(put.status)") }
        }
    }

    private static func login(_ socialId: String, on backend: Backend) async throws -> String {
        let response = try await send(
            "GET", "/snapfit/login", query: [("SocialType", "kakao")], bearer: socialId, to: backend)
        let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        guard let access = object?["accessToken"] as? String else { throw BenchFailure("\(socialId) cannot log in") }
        return access
    }

    @discardableResult
    private static func send(
        _ method: String, _ path: String, query: [(String, String)], bearer: String, to backend: Backend
    ) async throws -> HTTPResponse {
        try await backend.handle(
            HTTPRequest(
                method: method, path: path, query: query.map { (name: $0.0, value: $0.1) },
                headers: ["authorization": "Bearer \(bearer)"]))
    }
}
