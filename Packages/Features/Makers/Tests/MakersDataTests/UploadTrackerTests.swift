import Foundation
import MakersDomain
import SnapFitDomain
import Synchronization
import Testing

@testable import MakersData

@Suite struct UploadTrackerTests {
    /// Two files of 100 bytes, and every report as "finished file (or -) · files done · bytes".
    private final class Reports: Sendable {
        private let seen = Mutex<[String]>([])
        func append(_ update: UploadProgress) {
            seen.withLock { $0.append("\(update.finishedFile ?? "-") \(update.completedFiles) \(update.sentBytes)") }
        }
        var all: [String] { seen.withLock { $0 } }
    }

    private static let files = [
        ImageFile(name: "a.png", data: Data(count: 100)), ImageFile(name: "b.png", data: Data(count: 100)),
    ]

    @Test func bytes_areReportedWhenThePercentGrows_andEveryFinishedFileOnce() {
        // Given
        let reports = Reports()
        let sut = UploadTracker(files: Self.files, report: reports.append)
        // When
        sut.sent(1, of: 0)  // 0%: nothing
        sut.sent(2, of: 0)  // 1%
        sut.sent(3, of: 0)  // still 1%: nothing
        sut.sent(100, of: 0)  // 50%
        sut.finished(0)
        sut.finished(0)  // again: nothing
        sut.sent(500, of: 1)  // capped at the file's size: 100%
        sut.finished(1)
        // Then
        #expect(reports.all == ["- 0 2", "- 0 100", "a.png 1 100", "- 1 200", "b.png 2 200"])
    }

    @Test func aFileSentAgain_neverMakesTheReportedBytesGoBack() {
        // Given: half of the first file went, then it is sent again from its start
        let reports = Reports()
        let sut = UploadTracker(files: Self.files, report: reports.append)
        sut.sent(100, of: 0)
        // When
        sut.sent(10, of: 0)
        sut.finished(1)
        // Then
        #expect(reports.all == ["- 0 100", "b.png 1 110"])
    }
}
