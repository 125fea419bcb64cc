import SnapFitHTTPServer

/// §3.8–3.9: the reference tables.
extension Backend {
    /// `GET /snapfit/vibes`.
    func vibeList() -> HTTPResponse {
        referenceAnswers.vibes
    }

    /// `GET /snapfit/locations`.
    func locationList() -> HTTPResponse {
        referenceAnswers.locations
    }
}

/// The answers of §3.8–3.9, written once: the tables do not change while the backend runs.
struct ReferenceAnswers: Sendable {
    let vibes: HTTPResponse
    let locations: HTTPResponse

    init(_ reference: ReferenceData) {
        vibes = .json(.array(reference.vibes.map { ["id": .int($0.id), "name": .string($0.name)] }))
        locations = .json(.array(reference.locations.map { ["id": .int($0.id), "adminName": .string($0.name)] }))
    }
}
