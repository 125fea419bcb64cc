/// Signed upload URLs (§4.13): one per requested extension, in the same order.
struct PostFileDTO: Decodable, Sendable, Equatable {
    struct FileInfo: Decodable, Sendable, Equatable {
        let fileName: String
        let filePath: String
    }

    let fileInfos: [FileInfo]
}
