import Foundation
import SnapFitDataTestSupport
import SnapFitDomain
import SnapFitNetworkingTestSupport
import Testing

@testable import SnapFitData

@Suite struct RemoteMakerRepositoryTests {
    @Test func makerReservations_customer_isNotAMaker() async {
        let session = StubURLSession()
        session.respond { _ in (403, Data(#"{"errorCode":33,"message":"권한이 없습니다."}"#.utf8)) }
        await #expect(throws: DomainError.notAMaker) {
            try await RemoteMakerRepository(provider: .signedIn(session)).makerReservations(
                page: .init(offset: 0, limit: 20))
        }
    }
}
