import SnapFitTerminal
import Synchronization
import Testing

@Suite struct ActivityLineTests {
    private static let start = ContinuousClock.now
    private static func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    /// A line whose writes are recorded, labelled with the elapsed tenths and the note; ticked by hand.
    private final class WriteLog: Sendable {
        private let writes = Mutex<[String]>([])
        func append(_ text: String) { writes.withLock { $0.append(text) } }
        var all: [String] { writes.withLock { $0 } }
    }

    private struct Recorder {
        let log = WriteLog()
        let line: ActivityLine

        init() {
            line = ActivityLine(write: { [log] in log.append($0) }) { elapsed, note in
                (note ?? "waiting") + (elapsed.map { " \($0.components.seconds)s" } ?? "")
            }
        }

        func append(_ text: String) { log.append(text) }
        var written: [String] { log.all }
    }

    @Test func work_shorterThanASecond_showsNothing() {
        let recorder = Recorder()
        recorder.line.begin(at: Self.at(0), drives: false)
        recorder.line.tick(at: Self.at(900))
        recorder.line.end()
        #expect(recorder.written.isEmpty)
    }

    @Test func work_pastASecond_isRedrawnInPlace_andErasedWhenItEnds() {
        let recorder = Recorder()
        recorder.line.begin(at: Self.at(0), drives: false)
        recorder.line.tick(at: Self.at(1_000))
        recorder.line.tick(at: Self.at(2_500))
        recorder.line.end()
        #expect(recorder.written == ["\r\u{1B}[2Kwaiting 1s", "\r\u{1B}[2Kwaiting 2s", "\r\u{1B}[2K"])
    }

    @Test func overlappingWork_countsAsOne_untilTheLastEnds() {
        let recorder = Recorder()
        recorder.line.begin(at: Self.at(0), drives: false)
        recorder.line.begin(at: Self.at(500), drives: false)
        recorder.line.end()
        recorder.line.tick(at: Self.at(1_200))
        #expect(recorder.written == ["\r\u{1B}[2Kwaiting 1s"])
        recorder.line.end()
        recorder.line.tick(at: Self.at(3_000))
        #expect(recorder.written.last == "\r\u{1B}[2K")
        #expect(recorder.written.count == 2)
    }

    @Test func note_showsAtOnce_onlyWhileWorkIsUnderWay_andIsForgottenAfter() {
        let recorder = Recorder()
        recorder.line.note("uploading 10%", at: Self.at(0))
        #expect(recorder.written.isEmpty)
        recorder.line.begin(at: Self.at(0), drives: false)
        recorder.line.note("uploading 10%", at: Self.at(100))
        recorder.line.end()
        recorder.line.begin(at: Self.at(5_000), drives: false)
        recorder.line.tick(at: Self.at(6_000))
        #expect(
            recorder.written == [
                "\r\u{1B}[2Kuploading 10%", "\r\u{1B}[2K", "\r\u{1B}[2Kwaiting 1s",
            ])
    }

    @Test func otherOutput_erasesTheLineFirst_andTheNextTickDrawsItAgain() {
        let recorder = Recorder()
        recorder.line.begin(at: Self.at(0), drives: false)
        recorder.line.tick(at: Self.at(1_000))
        recorder.line.interrupting { recorder.append("a line\n") }
        recorder.line.interrupting { recorder.append("another\n") }
        recorder.line.tick(at: Self.at(1_100))
        #expect(
            recorder.written == [
                "\r\u{1B}[2Kwaiting 1s", "\r\u{1B}[2K", "a line\n", "another\n", "\r\u{1B}[2Kwaiting 1s",
            ])
    }

    @Test func paused_drawsNothing_andErasesWhatWasShown_untilResumed() {
        let recorder = Recorder()
        recorder.line.begin(at: Self.at(0), drives: false)
        recorder.line.tick(at: Self.at(1_000))
        recorder.line.pause()
        recorder.line.tick(at: Self.at(2_000))
        recorder.line.note("uploading", at: Self.at(2_100))
        recorder.line.resume()
        recorder.line.tick(at: Self.at(3_000))
        #expect(recorder.written == ["\r\u{1B}[2Kwaiting 1s", "\r\u{1B}[2K", "\r\u{1B}[2Kuploading 3s"])
    }

    @Test func aLineWiderThanTheTerminal_isCutToLeaveTheLastColumnFree() {
        let log = WriteLog()
        let sut = ActivityLine(columns: 8, styled: { "<\($0)>" }, write: { log.append($0) }) { _, note in note ?? "" }
        sut.begin(at: Self.at(0), drives: false)
        sut.note("업로드 중 1/2", at: Self.at(0))
        #expect(log.all == ["\r\u{1B}[2K<업로드 >"])
    }
}
