import Foundation
import Glibc

/// The data file that keeps a backend's whole state: a snapshot, replaced atomically, and beside it a journal
/// (`<path>.journal`) to which each acknowledged change appends the tables it replaced, fsynced. So a change costs
/// what it changed, not the size of the state; once the journal outgrows the snapshot, a new snapshot takes it in.
/// A process killed at any moment leaves every acknowledged change readable, and a torn last journal line (a change
/// never acknowledged) is dropped.
struct StateFile: Sendable {
    private struct Envelope: Codable {
        var format: String
        /// The `BackendState.schema` of the build that wrote it (absent in files written before schemas: 1).
        var schema: Int?
        var state: BackendState
        /// The last change the snapshot holds (absent in files written before the journal).
        var sequence: Int?
    }

    /// What a file says it is, read alone when its state does not decode (a newer schema's may not).
    private struct Header: Decodable {
        var format: String
        var schema: Int?
    }

    /// A snapshot as loaded: its state with the journal's changes put in, the last change's number, and the schema
    /// it was written in (older than `BackendState.schema` until the next write upgrades it).
    struct Loaded {
        var state: BackendState
        var sequence: Int
        var schema: Int
    }

    private static let format = "snapfit-sandbox-state-1"
    /// The shortest signing secret accepted (HS256 wants at least the hash's 32 bytes).
    static let minimumSecretBytes = 32
    let path: String
    /// The journal is folded into a new snapshot once it is larger than the snapshot and than this.
    var minimumJournalBytes = 1 << 20
    var journalPath: String { path + ".journal" }

    /// The saved state and the number of its last change, or `nil` when there is no snapshot yet. A file written by
    /// a build of a newer schema is refused: this build would drop the tables it does not know.
    func load() throws(StateFileError) -> Loaded? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue else {
            throw StateFileError(path: path, problem: .unreadable, detail: "a folder stands where the file should be")
        }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            throw StateFileError(path: path, problem: .unreadable, detail: "it cannot be read")
        }
        // One parse for a file this build can read; the header alone only when the whole would not decode.
        let envelope = try? JSONDecoder().decode(Envelope.self, from: data)
        guard
            let header = envelope.map({ Header(format: $0.format, schema: $0.schema) })
                ?? (try? JSONDecoder().decode(Header.self, from: data))
        else {
            throw StateFileError(path: path, problem: .corrupt, detail: "not a SnapFit state file, or corrupt")
        }
        guard header.format == Self.format else {
            throw StateFileError(path: path, problem: .corrupt, detail: "unknown format '\(header.format)'")
        }
        let schema = header.schema ?? 1
        guard schema <= BackendState.schema else {
            throw StateFileError(
                path: path, problem: .newerSchema,
                detail:
                    "a newer SnapFit wrote it (data schema \(schema); this build reads up to \(BackendState.schema))")
        }
        guard let envelope else {
            throw StateFileError(path: path, problem: .corrupt, detail: "not a SnapFit state file, or corrupt")
        }
        var state = envelope.state
        var sequence = envelope.sequence ?? 0
        for change in try journal() where change.sequence > sequence {
            change.apply(to: &state)
            sequence = change.sequence
        }
        guard state.jwtSecret.count >= Self.minimumSecretBytes else {
            throw StateFileError(
                path: path, problem: .corrupt,
                detail: "its signing secret is shorter than \(Self.minimumSecretBytes) bytes, so tokens could be forged"
            )
        }
        return Loaded(state: state, sequence: sequence, schema: schema)
    }

    /// Writes the whole state as a new snapshot holding changes up to `sequence`, then empties the journal.
    func save(_ state: BackendState, sequence: Int) throws {
        try AtomicFile.write(
            JSONEncoder().encode(
                Envelope(format: Self.format, schema: BackendState.schema, state: state, sequence: sequence)), to: path)
        unlink(journalPath)
    }

    /// Appends `change` to the journal and waits for the disk; true when the journal should now be folded into a
    /// new snapshot.
    func append(_ change: StateChange) throws -> Bool {
        var line = try JSONEncoder().encode(change)
        line.append(UInt8(ascii: "\n"))
        let isNew = access(journalPath, F_OK) != 0
        let journalSize = try AtomicFile.append(line, to: journalPath)
        if isNew { try AtomicFile.syncDirectory(of: path) }
        return journalSize > max(minimumJournalBytes, Int(FileStamp(path: path)?.size ?? 0))
    }

    /// Which version of the snapshot and journal is on disk now; `nil` when there is no snapshot.
    func stamp() -> StateStamp? {
        FileStamp(path: path).map { StateStamp(snapshot: $0, journal: FileStamp(path: journalPath)) }
    }

    /// The journal's changes in order. A last line cut short by a crash was never acknowledged: it is dropped, and
    /// cut from the file so the next change starts on a line of its own.
    private func journal() throws(StateFileError) -> [StateChange] {
        guard let data = FileManager.default.contents(atPath: journalPath), !data.isEmpty else { return [] }
        var changes: [StateChange] = []
        var start = data.startIndex
        while start < data.endIndex {
            guard let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                guard truncate(journalPath, off_t(start - data.startIndex)) == 0 else {
                    throw StateFileError(path: journalPath, problem: .unwritable, detail: "a torn last line stays")
                }
                break
            }
            guard let change = try? JSONDecoder().decode(StateChange.self, from: data[start..<newline]) else {
                throw StateFileError(path: journalPath, problem: .corrupt, detail: "a journal line cannot be read")
            }
            changes.append(change)
            start = newline + 1
        }
        return changes
    }
}
