import Foundation
import SnapFitNetworking
import Testing

@Suite struct ServerErrorDecoderTests {
    private struct Envelope: Decodable, Sendable {
        let errorCode: Int
        let message: String
    }

    @Test func none_decodesNothing() {
        #expect(ServerErrorDecoder.none.decode(Data(#"{"errorCode":1,"message":"m"}"#.utf8)) == nil)
    }

    @Test func json_matchingBody_mapsIt() {
        // Given
        let sut = ServerErrorDecoder.json(Envelope.self) { ServerError(code: $0.errorCode, message: $0.message) }
        // When
        let error = sut.decode(Data(#"{"errorCode":4090,"message":"이미 예약됨"}"#.utf8))
        // Then
        #expect(error == ServerError(code: 4090, message: "이미 예약됨"))
    }

    @Test(arguments: ["", "<html>502</html>", #"{"other":true}"#])
    func json_otherBody_givesNil(body: String) {
        // Given
        let sut = ServerErrorDecoder.json(Envelope.self) { ServerError(code: $0.errorCode, message: $0.message) }
        // When / Then
        #expect(sut.decode(Data(body.utf8)) == nil)
    }
}
