/// A problem with the files kept in the home folder, reported once and never with a token in it.
/// The app words it for the user; nothing stops working because of it.
public enum HomeWarning: Sendable, Equatable {
    /// The session file exists but cannot be read or parsed: the user is signed out.
    case sessionUnreadable(path: String)
    /// The session file can be read by other users: it is used, but should be made private (mode 0600).
    case sessionExposed(path: String)
    /// What stands where the session file should be is not one this client wrote (a folder, a link, another file):
    /// it was left alone, so the session may still be there for the next run.
    case sessionNotRemoved(path: String)
    /// The session could not be written: it lasts for this process only.
    case sessionNotSaved(directory: String)
    /// The installation's device id could not be written: a new one is used by this process only.
    case deviceIDNotSaved(directory: String)
}
