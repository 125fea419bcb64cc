import SnapFitNetworking

/// The public reference-data routes (§3.8, §3.9): no token is sent.
enum ReferenceEndpoints {
    static func vibes() -> Endpoint<[VibeDTO]> {
        Endpoint(method: .get, path: "/snapfit/vibes", requiresAuthentication: false)
    }

    static func locations() -> Endpoint<[LocationDTO]> {
        Endpoint(method: .get, path: "/snapfit/locations", requiresAuthentication: false)
    }
}
