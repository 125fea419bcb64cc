import SnapFitWeb

/// Where a session keeps the registration its maker is filling in or reviewing; a new user's session starts without.
@MainActor
final class RegistrationSlot: SessionKept {
    var draft: RegistrationDraft?

    func drop() {
        draft?.review?.scene.cancel()
        draft = nil
    }
}
