/// A problem with the files kept in the home folder, reported once and never with a token in it.
/// The app words it for the user; nothing stops working because of it.
public enum HomeWarning: Sendable, Equatable {
    /// The session file exists but cannot be read or parsed: the user is signed out.
    case sessionUnreadable(path: String)
    /// The session could not be written: it lasts for this process only.
    case sessionNotSaved(directory: String)
    /// The installation's device id could not be written: a new one is used by this process only.
    case deviceIDNotSaved(directory: String)
}
