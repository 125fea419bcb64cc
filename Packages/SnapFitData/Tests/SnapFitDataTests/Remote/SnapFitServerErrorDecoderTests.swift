import Foundation
import SnapFitNetworking
import Testing

@testable import SnapFitData

@Suite struct SnapFitServerErrorDecoderTests {
    @Test func decode_snapFitBody_readsCodeAndMessage() {
        let body = Data(#"{"errorCode":24,"message":"이미 찜했거나 찜하지 않은 상품입니다."}"#.utf8)
        #expect(ServerErrorDecoder.snapFit.decode(body) == ServerError(code: 24, message: "이미 찜했거나 찜하지 않은 상품입니다."))
    }

    @Test func decode_springDefaultBody_readsTheErrorWithoutACode() {
        let body = Data(
            #"{"timestamp":"2024-09-01T00:00:00.000+00:00","path":"/snapfit/post/like","status":400,"error":"Bad Request","requestId":"a1"}"#
                .utf8)
        #expect(ServerErrorDecoder.snapFit.decode(body) == ServerError(code: nil, message: "Bad Request"))
    }

    @Test func decode_notJSON_givesNothing() {
        #expect(ServerErrorDecoder.snapFit.decode(Data("<html>502</html>".utf8)) == nil)
    }
}
