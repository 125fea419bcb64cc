import SnapFitBackend
import SnapFitDevServer
import SnapFitPresentation

extension AppDI {
    /// DEV only: brings the backend back to the seed (whatever its data file held, even a damaged one) and forgets
    /// this home's DEV session and place in a list. Returns the folder DEV keeps its files in; `nil` in REAL, which
    /// has nothing to reset.
    public func resetDevData() async throws(DevResetFailure) -> String? {
        try await user.resetDevData()
    }

    /// Brings `dev`'s backend back to the seed; returns its folder, or `nil` without a DEV backend (REAL).
    static func resetDevBackend(_ dev: DevServer?, language: Language) async throws(DevResetFailure) -> String? {
        guard let dev else { return nil }
        do throws(StateFileError) {
            try await dev.backend.reset()
        } catch {
            throw DevResetFailure(reason: DevText.stateFileProblem(error, language: language))
        }
        return dev.folder.path
    }
}
