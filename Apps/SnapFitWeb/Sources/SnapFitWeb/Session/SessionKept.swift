/// What a feature keeps in a browser's session between its pages, such as a form's draft (`WebSession.kept`).
@MainActor
package protocol SessionKept: AnyObject {
    /// The user changed (a login, logout or withdrawal): let go of what was waiting for the last one.
    func drop()
}
