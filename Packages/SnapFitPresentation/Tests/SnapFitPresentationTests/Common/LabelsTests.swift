import SnapFitPresentation
import Testing

@Suite struct LabelsTests {
    @Test func waiting_saysWhatAndHowLong_inTenthsOfASecond() {
        #expect(Labels.waiting(.milliseconds(1_260), note: nil, .english) == "waiting for the server… 1.2 s")
        #expect(Labels.waiting(.seconds(12), note: nil, .korean) == "서버 응답을 기다리는 중… 12.0초")
        #expect(Labels.waiting(nil, note: "uploading 1/2", .english) == "uploading 1/2")
        #expect(Labels.waiting(.milliseconds(3_050), note: "uploading 1/2", .english) == "uploading 1/2 3.0 s")
    }
}
