import Foundation
import SnapFitAppCore
import SnapFitPresentation

/// The terminal's one table from a destination a scene offers to what to type to get there, worded as a hint.
/// Where the phase matters (a server to check), the hint says what fits this run.
package struct Destinations: Sendable {
    package let phase: Phase
    /// REAL's server, named in the hints about reaching it.
    package let server: URL

    package init(_ configuration: AppConfiguration) {
        phase = configuration.phase
        server = configuration.baseURL
    }

    /// The command that goes there, when one does.
    package func command(for intent: Intent) -> String? {
        switch intent {
        case .loadMore: "more"
        case .showProducts: "products"
        case .registerProduct: "maker register"
        case .showReservations: "reservations"
        case .makerProducts: "maker products"
        case .makerReservations: "maker reservations"
        case .showVibes: "vibes"
        case .showLocations: "locations"
        case .product(let id): "product \(id)"
        case .reservation(let id): "reservation \(id)"
        case .logIn: "login"
        case .signUp: "signup"
        case .reachServer, .checkAddress: nil
        }
    }

    /// One line saying what to type to go there; `nil` where the terminal has nothing to offer.
    package func hint(_ intent: Intent) -> LocalizedText? {
        let command = command(for: intent) ?? ""
        return switch intent {
        case .loadMore: LocalizedText("'\(command)'로 다음 상품을 볼 수 있습니다.", "Type '\(command)' for the next products.")
        case .showProducts:
            LocalizedText("'\(command)'나 'likes'로 목록을 보여 주세요.", "Show one with '\(command)' or 'likes'.")
        case .registerProduct: LocalizedText("'\(command)'로 상품을 등록해 보세요.", "Add one with '\(command)'.")
        case .showReservations, .reservation: LocalizedText("'\(command)'로 확인하세요.", "Check with '\(command)'.")
        case .product: LocalizedText("'\(command)'로 상품을 보세요.", "See it with '\(command)'.")
        case .makerProducts, .makerReservations: LocalizedText("'\(command)'를 입력하세요.", "Type '\(command)'.")
        case .showVibes, .showLocations:
            LocalizedText("'\(command)'로 쓸 수 있는 값을 확인하세요.", "Type '\(command)' to see them all.")
        case .logIn: CLIWords.loginHint
        case .signUp(let provider): CLIWords.signUpLater(provider?.rawValue ?? "kakao|apple")
        case .reachServer:
            switch phase {
            case .dev: nil
            case .real:
                server == AppConfiguration.defaultBaseURL
                    ? CLIWords.startTheSandbox(server.absoluteString) : CLIWords.checkTheServer(server.absoluteString)
            }
        case .checkAddress:
            switch phase {
            case .dev: nil
            case .real: CLIWords.checkTheAddress(server.absoluteString)
            }
        }
    }
}
