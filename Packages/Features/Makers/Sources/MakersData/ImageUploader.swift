import Foundation
import MakersDomain
import SnapFitData
import SnapFitDomain
import SnapFitNetworking

/// Uploads pictures through signed URLs (§5): one `GET /snapfit/image/paths` for all of them, then a PUT per file
/// with its real `Content-Type` and no Authorization header, a few at a time. Files whose URL had expired get new
/// URLs once; a file the storage refuses as too large, or past the user's quota, is not tried again. Returns the
/// server's file name of each picture, in order.
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
        if !failed.isEmpty, failed.allSatisfy({ $0.reason == .expired }) {
            let retry = failed.map(\.index)
            let fresh = try await slots(for: retry.map { files[$0] })
            for (offset, index) in retry.enumerated() { names[index] = fresh[offset] }
            failed = await put(files, to: names, indices: retry, tracker: tracker)
        }
        // A refusal says why, so it is reported before a file that merely failed.
        for failure in failed.sorted(by: { $0.index < $1.index }) {
            if case .refused(let refusal) = failure.reason {
                throw .uploadRefused(file: files[failure.index].name, refusal)
            }
        }
        if let first = failed.min(by: { $0.index < $1.index }) { throw .uploadFailed(file: files[first.index].name) }
        return names.map(\.fileName)
    }

    private func slots(for files: [ImageFile]) async throws(DomainError) -> [PostFileDTO.FileInfo] {
        let extensions = files.map { $0.kind?.rawValue ?? "png" }
        let infos = try await provider.send(
            ProductRegistrationEndpoints.imagePaths(extensions: extensions),
            overrides: ProductRegistrationErrorCodes.all
        ).fileInfos
        guard infos.count == files.count else {
            throw .invalidResponse(detail: "asked for \(files.count) upload URLs, got \(infos.count)")
        }
        return infos
    }

    /// A PUT that failed: which file, and why.
    private struct Failure: Sendable {
        enum Reason: Equatable {
            /// Its URL had expired or was not accepted, so a new one may work.
            case expired
            /// The storage refused the file itself: a new URL would not help.
            case refused(UploadRefusal)
            case failed
        }

        let index: Int
        let reason: Reason
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
            return Failure(index: index, reason: .failed)
        }
        do throws(NetworkError) {
            try await provider.request(Endpoint.upload(to: url, data: file.data, contentType: kind.contentType)) {
                tracker.sent($0, of: index)
            }
            tracker.finished(index)
            return nil
        } catch .httpStatus(let failure) {
            return Failure(index: index, reason: Self.reason(failure, bytes: file.data.count))
        } catch {
            return Failure(index: index, reason: .failed)
        }
    }

    /// What a refused PUT means, from its status and the storage's error code (GCS's XML `<Code>`): a new URL is
    /// worth asking for only when the URL was the trouble (expired, or not accepted for no other reason given).
    private static func reason(_ failure: HTTPFailure, bytes: Int) -> Failure.Reason {
        switch (failure.status, StorageErrorCode.code(in: failure.body)) {
        case (413, _), (_, "EntityTooLarge"): .refused(.tooLarge(bytes: bytes))
        case (_, "QuotaExceeded"): .refused(.quotaFull)
        case (400, "ExpiredToken"), (400, nil), (403, "AccessDenied"), (403, nil): .expired
        default: .failed
        }
    }
}
