import SnapFitPresentation

/// What every page of one request is rendered with: the session's language and form token, and the phase.
package struct PageContext: Sendable, Equatable {
    package let language: Language
    let formToken: String
    /// "DEV" or "REAL".
    let phase: String
    /// Whether the page is served in DEV, where a social token is the stand-in's account id, not a secret.
    package var isDEV: Bool { phase == "DEV" }
    /// Shown once at the top of the page: what the form before it did.
    var notice: String?

    /// The hidden field every form sends back, checked on every POST.
    package var tokenField: HTML { "<input type=\"hidden\" name=\"csrf\" value=\"\(formToken)\">" }
}
