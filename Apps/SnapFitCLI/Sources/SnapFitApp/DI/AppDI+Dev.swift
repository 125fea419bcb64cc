import SnapFitBackend

extension AppDI {
    /// DEV only: brings the backend back to the seed (whatever its data file held, even a damaged one) and forgets
    /// this home's DEV session and place in a list. Returns the folder DEV keeps its files in; `nil` in REAL, which has nothing to reset.
    public func resetDevData() async throws(DevResetFailure) -> String? {
        guard let dev else { return nil }
        do throws(StateFileError) {
            try await dev.backend.reset()
        } catch {
            throw DevResetFailure(reason: DevText.stateFileProblem(error, language: configuration.language))
        }
        await repositories.sessionStore.clear()
        await repositories.bookmarks.clear()
        return dev.folder.path
    }
}
