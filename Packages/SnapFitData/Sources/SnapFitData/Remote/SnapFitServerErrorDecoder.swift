import SnapFitNetworking

extension ServerErrorDecoder {
    /// Reads SnapFit's `{"errorCode", "message"}` body and Spring's default error body (code `nil`,
    /// message its `error`); any other body gives `nil`.
    public static let snapFit = ServerErrorDecoder.json(ErrorBodyDTO.self) { body in
        ServerError(code: body.errorCode, message: body.message ?? body.error)
    }
}
