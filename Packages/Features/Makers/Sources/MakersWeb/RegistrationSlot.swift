import SnapFitAppCore
import SnapFitWeb

/// Where a session keeps the registration its maker is filling in or reviewing; a new user's session starts without.
@MainActor
final class RegistrationSlot: FeatureState {
    var draft: RegistrationDraft?

    init() {}

    func end() {
        draft?.review?.scene.cancel()
        draft = nil
    }
}
