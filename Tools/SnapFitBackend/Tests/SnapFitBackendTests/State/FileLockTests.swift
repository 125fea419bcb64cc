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
}
