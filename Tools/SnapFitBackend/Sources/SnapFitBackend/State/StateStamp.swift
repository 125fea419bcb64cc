/// Which version of a data file, snapshot and journal together, is on disk.
struct StateStamp: Sendable, Equatable {
    let snapshot: FileStamp
    let journal: FileStamp?
}
