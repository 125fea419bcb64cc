/// Tells sign-up which device to register for push.
public protocol DeviceRegistering: Sendable {
    func registration() async -> DeviceRegistration
}

extension DeviceRegistration: DeviceRegistering {
    /// A fixed registration registers itself.
    public func registration() async -> DeviceRegistration { self }
}
