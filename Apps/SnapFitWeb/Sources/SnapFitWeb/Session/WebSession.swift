import SnapFitAppCore
import SnapFitDomain
import SnapFitPresentation

/// One browser's session: its own user scope (sign-in, settings, place in a list), what the features keep in it,
/// the photos its pages showed, and the token its forms must send back. Its id and token are renewed when the user
/// logs in or out, so an id known before cannot follow the user.
package final class WebSession {
    private(set) var id: String
    /// Sent in every form and checked on every POST.
    private(set) var formToken: String
    /// Set by a login or logout: the session gets a new id and form token before its answer goes out.
    private(set) var needsNewIdentity = false
    /// Whether a user signed in through this session; the session table keeps such sessions apart from anonymous
    /// ones, which can never push them out.
    package private(set) var isSignedIn = false
    /// Its requests, one at a time.
    let turns = RequestTurns()
    /// The session, for what must reach it later from outside its requests (set by its `SessionHost`).
    package internal(set) var reference = SessionReference()
    package let services: any AppServices
    var photos = PhotoLinks()
    /// What the next page shows once, such as that a booking went through (set before a redirect).
    package var notice: String?
    /// The catalog's vibes as read last, in their language (`CatalogChoices`).
    var catalogVibes: (language: Language, items: [ReferenceDataScene.Item])?
    /// What the features keep in this session, one of each type (`state(_:)`).
    private let featureStates = FeatureStates()

    init(services: any AppServices) {
        id = RandomToken.make()
        formToken = RandomToken.make()
        self.services = services
    }

    var language: Language { services.language }

    /// The state of type `State` a feature keeps in this session, made on first need.
    package func state<State: FeatureState>(_ type: State.Type) -> State {
        featureStates.state(type)
    }

    /// A user signed in (`signedIn`) or out: the session gets a new identity before its answer goes out.
    package func changeUser(signedIn: Bool) {
        isSignedIn = signedIn
        needsNewIdentity = true
    }

    /// A new id and form token, for a new user (a login, sign-up, logout or withdrawal): what the last user left
    /// waiting (what the features keep, such as a social account waiting to sign up, a registration or the watch of
    /// their bookings, the list they browsed) is dropped.
    func renewIdentity() {
        id = RandomToken.make()
        formToken = RandomToken.make()
        needsNewIdentity = false
        featureStates.endAll()
    }
}
