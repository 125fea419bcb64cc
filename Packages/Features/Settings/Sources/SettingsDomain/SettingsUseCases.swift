import SnapFitDomain

/// The settings' use cases over the kernel's preferences store.
public struct SettingsUseCases: Sendable {
    private let kernel: UseCaseFactory

    public init(_ kernel: UseCaseFactory) {
        self.kernel = kernel
    }

    /// The kernel's: the lists and prices read the same settings.
    public func makeFetchPreferences() -> FetchPreferences { kernel.makeFetchPreferences() }
    public func makeChangeSetting() -> ChangeSetting { ChangeSetting(preferences: kernel.preferences) }
}
