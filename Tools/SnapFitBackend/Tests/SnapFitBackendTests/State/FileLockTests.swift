import Foundation
import SnapFitBackendTestSupport
import Testing

@testable import SnapFitBackend

@Suite struct FileLockTests {
    @Test func generation_countsChangesAcrossAcquisitions() async throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sut = FileLock(path: folder.path("state.json.lock"))
        // When
        let first = try await sut.acquire()
        let start = first.generation()
        let advanced = first.advanceGeneration()
        first.release()
        let second = try await FileLock(path: folder.path("state.json.lock")).acquire()
        defer { second.release() }
        // Then
        #expect(start == 0)
        #expect(advanced == 1)
        #expect(second.generation() == 1)
    }

    @Test func secondAcquisition_waitsUntilTheFirstIsReleased() async throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sut = FileLock(path: folder.path("state.json.lock"))
        let held = try await sut.acquire()
        // When
        let waiting = Task { try await sut.acquire() }
        let advanced = held.advanceGeneration()
        held.release()
        let second = try await waiting.value
        defer { second.release() }
        // Then: the waiter saw the change made while it waited
        #expect(second.generation() == advanced)
    }

    @Test func whileTheKeptFileIsHeld_anotherAcquisitionInTheSameProcessDoesNotGetTheLock() async throws {
        // Given: the lock's kept file, held
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sut = FileLock(path: folder.path("state.json.lock"))
        try await sut.acquire().release()
        let held = try await sut.acquire()
        defer { held.release() }
        // When: another acquisition tries once, then gives up (cancelled)
        let second = Task { try await sut.acquire() }
        second.cancel()
        // Then
        await #expect(throws: StateFileError.self) { try await second.value }
    }

    @Test func aLockReleasedTwice_staysWithItsNextHolder() async throws {
        // Given: a lock released, then taken by the next holder
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sut = FileLock(path: folder.path("state.json.lock"))
        let first = try await sut.acquire()
        first.release()
        let next = try await sut.acquire()
        defer { next.release() }
        // When: the first holder releases again
        first.release()
        // Then: the next holder still has it
        #expect(throws: StateFileError.self) {
            try FileLock(path: folder.path("state.json.lock")).acquireNow(busy: "busy").release()
        }
    }

    @Test func aReleasedLock_isFreeForAnotherHolder_andTakenAgainAfterIt() async throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sut = FileLock(path: folder.path("state.json.lock"))
        try await sut.acquire().release()
        // When: another process's lock takes it in between
        let other = try FileLock(path: folder.path("state.json.lock")).acquireNow(busy: "busy")
        let advanced = other.advanceGeneration()
        other.release()
        let again = try await sut.acquire()
        defer { again.release() }
        // Then
        #expect(again.generation() == advanced)
    }

    @Test(arguments: [false, true])
    func aLockFileDeletedOrReplacedSinceTheLastRelease_isOpenedAgainAtItsPath(replaced: Bool) async throws {
        // Given: a released lock, then its file gone from the path (or another put in its place)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("state.json.lock")
        let sut = FileLock(path: path)
        try await sut.acquire().release()
        try FileManager.default.removeItem(atPath: path)
        if replaced { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        // When
        let held = try await sut.acquire()
        defer { held.release() }
        // Then: the lock is on the file at the path, so another process finds it taken
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(throws: StateFileError.self) {
            try FileLock(path: path).acquireNow(busy: "busy").release()
        }
    }
}
