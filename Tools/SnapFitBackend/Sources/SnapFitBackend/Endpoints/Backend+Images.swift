import Foundation
import SnapFitHTTPServer

/// §3.10 and §5: signed upload URLs, and the storage stand-in that accepts the PUTs and serves the files.
extension Backend {
    /// How long a signed upload URL is valid, as on the real server.
    static let uploadURLLifetime = 180
    /// How many bytes of stored files one user may have; an upload past it is refused.
    static let uploadQuotaBytes = 30 << 20
    /// How many upload URLs one user may hold unused at once; asking for more is refused.
    static let maxOpenUploadSlots = 30

    /// The upload extensions and the `Content-Type` each signed URL is bound to: exactly these, case-sensitive.
    static let uploadContentTypes = ["png": "image/png", "heic": "image/heic", "heif": "image/heif"]

    /// `GET /snapfit/image/paths?ext=`: one `{fileName, filePath}` per requested extension, in order.
    func imagePaths(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let extensions = try context.request.list(.extensions)
        let now = Int(context.now.timeIntervalSince1970)
        let expiresAt = now + Self.uploadURLLifetime
        // Slots expired for an hour are forgotten; younger ones still answer "expired" rather than "unknown".
        state.uploadSlots.removeAll { $0.expiresAt + 3600 < now }
        let uploaded = Set(state.images.map(\.fileName))
        let open = state.uploadSlots.filter {
            $0.owner == caller && $0.expiresAt >= now && !uploaded.contains($0.fileName)
        }
        var fileInfos: [JSONValue] = []
        let contentTypes = try extensions.map { fileExtension throws(APIFailure) in
            guard let type = Self.uploadContentTypes.first(where: { $0.key.hasSameCodeUnits(as: fileExtension) })
            else { throw .invalidRequest }
            return (fileExtension: type.key, contentType: type.value)
        }
        guard open.count + extensions.count <= Self.maxOpenUploadSlots else {
            // Past the cap, a quota: try again once the oldest open address has expired.
            throw .quota(retryAfter: (open.map(\.expiresAt).min() ?? expiresAt) - now + 1)
        }
        for (fileExtension, contentType) in contentTypes {
            let slot = StoredUploadSlot(
                fileName: UUID().uuidString.lowercased() + "." + fileExtension, contentType: contentType,
                expiresAt: expiresAt, owner: caller)
            state.uploadSlots.append(slot)
            let signedURL =
                context.origin + Route.storagePrefix + slot.fileName
                + "?\(QueryParameter.uploadExpires.name)=\(expiresAt)"
                + "&\(QueryParameter.uploadSignature.name)=\(signature(of: slot))"
            fileInfos.append(["fileName": .string(slot.fileName), "filePath": .string(signedURL)])
        }
        return .json(["fileInfos": .array(fileInfos)])
    }

    /// `PUT` of a signed URL: needs the issued signature, the slot's own `Content-Type`, and to be in time.
    /// No `Authorization` is needed; one that is sent is ignored.
    func uploadImage(_ fileName: String, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let request = context.request
        guard let slot = state.uploadSlots.first(where: { $0.fileName == fileName }),
            let expires = request.queryValue(QueryParameter.uploadExpires.name), expires == String(slot.expiresAt),
            request.queryValue(QueryParameter.uploadSignature.name) == signature(of: slot)
        else { throw .storage(status: 403, code: "AccessDenied") }
        guard Int(context.now.timeIntervalSince1970) <= slot.expiresAt else {
            throw .storage(status: 400, code: "ExpiredToken")
        }
        let contentType = request.header("content-type")?.trimmingCharacters(in: .whitespaces).lowercased()
        guard contentType == slot.contentType else { throw .storage(status: 403, code: "SignatureDoesNotMatch") }
        let used = state.images.reduce(0) { $0 + ($1.owner == slot.owner && $1.fileName != fileName ? $1.size : 0) }
        guard slot.owner == nil || used + request.body.count <= Self.uploadQuotaBytes else {
            throw .storage(status: 403, code: "QuotaExceeded")
        }
        do {
            try uploads.put(request.body, as: fileName)
        } catch {
            throw .serverError(cause: "cannot store the upload \(fileName): \(error)")
        }
        state.images.removeAll { $0.fileName == fileName }
        state.images.append(
            StoredImage(
                fileName: fileName, contentType: slot.contentType, size: request.body.count, owner: slot.owner))
        return .empty
    }

    /// `GET` of a stored file's public URL: an uploaded file, or one of the seed's pictures.
    func downloadImage(_ fileName: String) throws(APIFailure) -> HTTPResponse {
        if let png = seedImages.png(named: fileName) {
            return HTTPResponse(status: 200, headers: [(name: "Content-Type", value: "image/png")], body: png)
        }
        guard let image = state.images.first(where: { $0.fileName == fileName }),
            let bytes = uploads.bytes(of: image.fileName)
        else { throw .storage(status: 404, code: "NoSuchKey") }
        return HTTPResponse(status: 200, headers: [(name: "Content-Type", value: image.contentType)], body: bytes)
    }

    private func signature(of slot: StoredUploadSlot) -> String {
        let message = "PUT\n\(slot.fileName)\n\(slot.contentType)\n\(slot.expiresAt)"
        return HMACSHA256.authenticationCode(for: Array(message.utf8), key: state.jwtSecret)
            .map { String(format: "%02x", $0) }.joined()
    }
}
