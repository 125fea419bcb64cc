/// What a feature keeps in one browser's session (decision 0024), such as the live watch of the maker's bookings:
/// made on the feature's first need (`WebSession.state(_:)`), one of each type, and ended and dropped when the
/// session's user changes.
@MainActor
package protocol WebSessionState: AnyObject {
    init()
    /// The session's user changed: stop what runs for the last one.
    func end()
}
