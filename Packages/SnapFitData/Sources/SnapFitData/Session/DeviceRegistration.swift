/// The device sign-up registers for push: its platform (`apple` or `android`, the server's only values) and a
/// stable identifier of this installation, never a placeholder shared by every user.
public struct DeviceRegistration: Sendable, Equatable {
    public let type: String
    public let token: String

    public init(type: String, token: String) {
        self.type = type
        self.token = token
    }
}
