import SnapFitPresentation

/// What every page of one request is rendered with: the session's language and form token, and the phase.
package struct PageContext: Sendable, Equatable {
    package let language: Language
    let formToken: String
    /// "DEV" or "REAL".
    let phase: String
    /// Shown once at the top of the page: what the form before it did.
    var notice: String?

    /// The hidden field every form sends back, checked on every POST.
    package var tokenField: HTML { "<input type=\"hidden\" name=\"csrf\" value=\"\(formToken)\">" }
}
