import SnapFitDomain

extension LocationDTO {
    func toDomain() -> Location {
        Location(id: id, name: adminName)
    }
}
