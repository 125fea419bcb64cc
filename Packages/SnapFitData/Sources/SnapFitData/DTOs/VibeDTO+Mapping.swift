import SnapFitDomain

extension VibeDTO {
    func toDomain() -> Vibe {
        Vibe(id: id, name: name)
    }
}
