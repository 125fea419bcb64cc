import CatalogDomain
import Foundation
import SnapFitDomain

/// 3. Home with each source answering after a delay, against one source alone: loading side by side keeps it
/// close to the slowest source.
enum HomeLoad {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let accounts = SlowAccounts(delay: sizes.sourceDelay)
        let products = SlowProducts(delay: sizes.sourceDelay)
        let home = FetchHome(accounts: accounts, products: products)
        var ratios: [Double] = []
        for _ in 0..<5 {
            let slowest = try await Statistics.milliseconds { _ = try await accounts.profile() }
            let whole = try await Statistics.milliseconds { _ = try await home() }
            ratios.append(whole / slowest)
        }
        let ratio = Statistics.percentile(ratios, 0.5)
        return [
            BenchmarkRow(
                name:
                    "3. Home / slowest source (\(Statistics.wholeMilliseconds(sizes.sourceDelay)) ms each)",
                measured: "\(Statistics.format(ratio))×",
                target: "≤ 1.30×", met: ratio <= 1.30)
        ]
    }
}

/// An account whose profile arrives after `delay`.
private struct SlowAccounts: AccountRepository {
    let delay: Duration

    func profile() async throws(DomainError) -> User {
        try? await Task.sleep(for: delay)
        return User(id: 10, nickname: "스냅러버", vibes: [Vibe(id: 1, name: "러블리")], role: .customer, profileImageURL: nil)
    }

    func login(provider: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome { .signedIn }
    func signUp(_ form: SignUpForm) async throws(DomainError) {}
    func currentSession() async -> Session? { nil }
    func updateProfile(nickname: String, vibes: [String]) async throws(DomainError) -> User { try await profile() }
    func logout() async throws(DomainError) {}
    func withdraw() async throws(DomainError) {}
}

/// A catalog whose pages arrive after `delay`.
private struct SlowProducts: ProductRepository {
    let delay: Duration

    func products(_ filter: ProductFilter, page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        try? await Task.sleep(for: delay)
        return (1...page.limit).map {
            ProductSummary(
                id: $0, title: "스냅 \($0)", thumbnailURL: nil, vibes: ["러블리"], locations: ["서울"], isStudio: false,
                lowestPrice: 50_000, maker: MakerSummary(id: 2, nickname: "하늘작가"), isLiked: false)
        }
    }

    func product(id: Int) async throws(DomainError) -> ProductDetail {
        throw .productNotFound
    }
}
