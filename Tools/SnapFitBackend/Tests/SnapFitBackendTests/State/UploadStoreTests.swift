import Foundation
import SnapFitBackendTestSupport
import SnapFitHTTPServer
import Testing

@testable import SnapFitBackend

@Suite struct UploadStoreTests {
    @Test func upload_isKeptBesideTheStateFile_notInsideIt_andServedByAnotherBackend() async throws {
        // Given: a maker with a signed upload URL
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("state.json")
        let sut = BackendClient.shared(path)
        let access = try await sut.login("dev-maker")
        let paths = try await sut.send("GET", "/snapfit/image/paths", query: [("ext", "png")], bearer: access)
        let info = try #require((BackendClient.object(paths)["fileInfos"] as? [[String: String]])?.first)
        let fileName = try #require(info["fileName"])
        let filePath = try #require(info["filePath"])
        let signed = try #require(URLComponents(string: filePath))
        let bytes = Data(repeating: 7, count: 2 << 20)
        // When
        let put = try await sut.backend.handle(
            HTTPRequest(
                method: "PUT", path: signed.path,
                query: (signed.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") },
                headers: ["content-type": "image/png", "host": "backend.test"], body: bytes))
        // Then
        #expect(put.status == 200)
        let stateSize = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max
        #expect(stateSize < 1 << 20)
        #expect(FileManager.default.contents(atPath: folder.path("state.json.files/\(fileName)")) == bytes)
        let download = try await BackendClient.shared(path).send("GET", signed.path)
        #expect(download.status == 200 && download.body == bytes)
    }

    @Test func nameWithAFolderOrHiddenEntry_isNeverAPath() {
        var sut = UploadStore(folder: nil)
        #expect(throws: UploadStore.UnsafeFileName.self) { try sut.put(Data([1]), as: "../state.json") }
        #expect(throws: UploadStore.UnsafeFileName.self) { try sut.put(Data([1]), as: ".hidden") }
        #expect(sut.bytes(of: "a/b") == nil)
    }
}
