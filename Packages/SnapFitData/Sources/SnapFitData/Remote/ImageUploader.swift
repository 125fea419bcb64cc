import Foundation
import SnapFitDomain
import SnapFitNetworking

/// Uploads pictures through signed URLs (§5): one `GET /snapfit/image/paths` for all of them, then a PUT per file
/// with its real `Content-Type` and no Authorization header, a few at a time. Files whose URL had expired get new
/// URLs once. Returns the server's file name of each picture, in order.
struct ImageUploader: Sendable {
    /// How many PUTs run at once.
    static let width = 3

    let provider: Provider

    func upload(
        _ files: [ImageFile], progress: @escaping @Sendable (UploadProgress) -> Void
    ) async throws(DomainError) -> [String] {
        let tracker = UploadTracker(files: files, report: progress)
        var names = try await slots(for: files)
        var failed = await put(files, to: names, indices: Array(files.indices), tracker: tracker)
        if !failed.isEmpty, failed.allSatisfy({ $0.expired }) {
            let retry = failed.map(\.index)
            let fresh = try await slots(for: retry.map { files[$0] })
            for (offset, index) in retry.enumerated() { names[index] = fresh[offset] }
            failed = await put(files, to: names, indices: retry, tracker: tracker)
        }
        if let first = failed.min(by: { $0.index < $1.index }) { throw .uploadFailed(file: files[first.index].name) }
        return names.map(\.fileName)
    }

    private func slots(for files: [ImageFile]) async throws(DomainError) -> [PostFileDTO.FileInfo] {
        let extensions = files.map { $0.kind?.rawValue ?? "png" }
        let infos = try await provider.send(
            MakerEndpoints.imagePaths(extensions: extensions), overrides: ReservationErrorCodes.createPost
        ).fileInfos
        guard infos.count == files.count else {
            throw .invalidResponse(detail: "asked for \(files.count) upload URLs, got \(infos.count)")
        }
        return infos
    }

    /// A PUT that failed: which file, and whether its URL had expired (so a new one may work).
    private struct Failure: Sendable {
        let index: Int
        let expired: Bool
    }

    private func put(
        _ files: [ImageFile], to slots: [PostFileDTO.FileInfo], indices: [Int], tracker: UploadTracker
    ) async -> [Failure] {
        await withTaskGroup(of: Failure?.self) { group in
            var pending = indices[...]
            var failures: [Failure] = []
            func startNext() {
                guard let index = pending.popFirst() else { return }
                group.addTask { await putOne(files[index], to: slots[index], index: index, tracker: tracker) }
            }
            for _ in 0..<Self.width { startNext() }
            for await failure in group {
                if let failure { failures.append(failure) }
                startNext()
            }
            return failures
        }
    }

    private func putOne(
        _ file: ImageFile, to slot: PostFileDTO.FileInfo, index: Int, tracker: UploadTracker
    ) async -> Failure? {
        guard let url = URL(string: slot.filePath), let kind = file.kind else {
            return Failure(index: index, expired: false)
        }
        do throws(NetworkError) {
            try await provider.request(Endpoint.upload(to: url, data: file.data, contentType: kind.contentType))
            await tracker.finished(index)
            return nil
        } catch .httpStatus(let failure) where failure.status == 400 || failure.status == 403 {
            return Failure(index: index, expired: true)
        } catch {
            return Failure(index: index, expired: false)
        }
    }
}
