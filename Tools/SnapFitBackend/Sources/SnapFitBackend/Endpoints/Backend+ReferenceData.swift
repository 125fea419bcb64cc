import SnapFitHTTPServer

/// §3.8–3.9: the reference tables.
extension Backend {
    /// `GET /snapfit/vibes`.
    func vibeList() -> HTTPResponse {
        .json(.array(reference.vibes.map { ["id": .int($0.id), "name": .string($0.name)] }))
    }

    /// `GET /snapfit/locations`.
    func locationList() -> HTTPResponse {
        .json(.array(reference.locations.map { ["id": .int($0.id), "adminName": .string($0.name)] }))
    }
}
