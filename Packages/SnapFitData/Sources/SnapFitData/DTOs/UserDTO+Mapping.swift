import Foundation
import SnapFitDomain

extension UserDTO {
    func toDomain() -> User {
        User(
            id: id, nickname: nickName,
            vibes: vibes.compactMap { vibe in vibe.id.flatMap { id in vibe.name.map { Vibe(id: id, name: $0) } } },
            role: photographer ? .maker : .customer, profileImageURL: profile.flatMap(URL.init(string:)))
    }
}
