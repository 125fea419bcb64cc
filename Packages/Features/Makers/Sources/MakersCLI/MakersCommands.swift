import MakersData
import MakersDomain
import SnapFitApp
import SnapFitAppCore

/// The feature's commands, as the terminal app lists them (decision 0024).
package enum MakersCommands {
    /// Over the server, in both phases: a product is registered through the user's provider.
    package static let all = commands { RemoteProductRegistrationRepository(provider: $0.provider) }

    /// Over the registration repository `registration` gives for the user's services (a test's double).
    package static func commands(
        registration: @escaping @Sendable (any AppServices) -> any ProductRegistrationRepository
    ) -> [any Command] {
        let useCases: @Sendable (any AppServices) -> MakersUseCases = {
            MakersUseCases($0.useCases, registration: registration($0))
        }
        return [
            MakerProductsCommand(useCases: useCases), MakerReservationsCommand(useCases: useCases),
            MakerRegisterCommand(useCases: useCases),
        ]
    }
}
