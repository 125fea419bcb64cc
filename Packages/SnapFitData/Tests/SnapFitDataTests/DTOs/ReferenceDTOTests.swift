import Foundation
import SnapFitDomain
import Testing

@testable import SnapFitData

@Suite struct ReferenceDTOTests {
    @Test func vibeDTO_contractShape_mapsToVibe() throws {
        let dto = try JSONDecoder().decode(VibeDTO.self, from: Data(#"{"id":1,"name":"러블리"}"#.utf8))
        #expect(dto.toDomain() == Vibe(id: 1, name: "러블리"))
    }

    @Test func locationDTO_adminName_becomesTheLocationName() throws {
        let dto = try JSONDecoder().decode(LocationDTO.self, from: Data(#"{"id":3,"adminName":"서울"}"#.utf8))
        #expect(dto.toDomain() == Location(id: 3, name: "서울"))
    }

    @Test func locationDTO_withoutAdminName_doesNotDecode() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LocationDTO.self, from: Data(#"{"id":3,"name":"서울"}"#.utf8))
        }
    }
}
