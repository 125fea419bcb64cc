/// An error body: SnapFit's `{"errorCode", "message"}` or Spring's default
/// `{"timestamp", "path", "status", "error", "requestId"}`; every key is optional so either shape decodes.
struct ErrorBodyDTO: Decodable, Sendable {
    let errorCode: Int?
    let message: String?
    let status: Int?
    let error: String?
}
