import Foundation
import SnapFitBackendTestSupport
import Testing

@testable import SnapFitBackend

/// The data file's journal: each change appended, crashes mid-line survived, old lines never replayed over a newer
/// snapshot, and the journal folded into a snapshot once it outgrows it.
@Suite struct StateFileJournalTests {
    private static func singleProcess(_ path: String) async throws -> BackendClient {
        let backend = Backend(configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: path, now: { Date() }))
        try await backend.open()
        return BackendClient(backend: backend)
    }

    private static func nickNames(in path: String) throws -> Set<String> {
        Set(try #require(try StateFile(path: path).load()).state.users.map(\.nickName))
    }

    @Test func tornLastLine_isDropped_andTheNextChangeStartsOnALineOfItsOwn() async throws {
        // Given: one change, then a crash in the middle of writing the next
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("state.json")
        _ = try await Self.singleProcess(path).signUp("first", nickName: "첫째")
        let journal = try #require(FileHandle(forWritingAtPath: path + ".journal"))
        journal.seekToEndOfFile()
        journal.write(Data(#"{"sequence":99,"users":[{"id"#.utf8))
        journal.closeFile()
        // When: a process that reads the file and appends to the journal without writing a snapshot first
        _ = try await BackendClient.shared(path).signUp("second", nickName: "둘째")
        // Then
        let names = try Self.nickNames(in: path)
        #expect(names.isSuperset(of: ["첫째", "둘째"]))
    }

    @Test func journalLinesOlderThanTheSnapshot_areNeverReplayedOverIt() async throws {
        // Given: a journal line kept from before a snapshot that holds a later change too
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("state.json")
        _ = try await Self.singleProcess(path).signUp("early", nickName: "먼저")
        let staleJournal = try Data(contentsOf: URL(fileURLWithPath: path + ".journal"))
        _ = try await Self.singleProcess(path).signUp("late", nickName: "나중")
        _ = try await Self.singleProcess(path)  // folds the journal into a new snapshot
        #expect(!FileManager.default.fileExists(atPath: path + ".journal"))
        // When: a crash had left the old line behind
        try staleJournal.write(to: URL(fileURLWithPath: path + ".journal"))
        // Then
        #expect(try Self.nickNames(in: path).isSuperset(of: ["먼저", "나중"]))
    }

    @Test func journal_isFoldedIntoASnapshot_onceItOutgrowsIt() throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var sut = StateFile(path: folder.path("state.json"))
        sut.minimumJournalBytes = 0
        var state = BackendState.seeded(from: .standard, jwtSecret: Backend.Configuration.randomSecret())
        try sut.save(state, sequence: 0)
        let snapshotSize = try #require(FileStamp(path: sut.path)).size
        // When: changes whose journal lines add up past the snapshot's size
        var sequence = 0
        var folded = false
        while !folded {
            let before = state
            sequence += 1
            state.likes.append(StoredLike(userId: sequence, postId: 1))
            folded = try sut.append(StateChange(sequence: sequence, from: before, to: state))
        }
        // Then
        let journalSize = try #require(FileStamp(path: sut.journalPath)).size
        #expect(journalSize > snapshotSize)
        #expect(try sut.load()?.state.likes.count == sequence)
    }
}
