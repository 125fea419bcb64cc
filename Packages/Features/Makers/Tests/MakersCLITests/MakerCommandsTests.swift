import Foundation
import MakersCLI
import MakersDomain
import MakersTesting
import SnapFitApp
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// The maker's commands over doubles.
@MainActor
@Suite struct MakerCommandsTests {
    private let commands = CommandTable.standard.adding(MakersCommands.all)

    @Test func makerProducts_listsTheMakersOwn_newestFirst() async {
        var products = StubProductRepository()
        products.onProducts = { _, _ in [.fixture(id: 3), .fixture(id: 1)] }
        let useCases = UseCaseFactory.stubbed(accounts: .signedIn(as: Fixtures.maker), products: products)
        let outcome = await runCommand(
            ["maker", "products"], services: StubServices(useCases: useCases), commands: commands)
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.standardOutput.contains { $0.contains("#3") }
                && outcome.standardOutput.contains { $0.contains("#1") })
    }

    @Test func makerRegister_withAPictureThatIsNotThere_isRefused_beforeAnythingIsSent() async {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).png").path
        let outcome = await runCommand(
            [
                "maker", "register", "--title", "봄 스냅", "--desc", "봄날", "--vibes", "러블리", "--locations", "서울",
                "--option", "60:100000", "--person-price", "10000", "--image", missing, "--thumbnail", missing,
            ],
            services: StubServices(useCases: .stubbed(accounts: .signedIn(as: Fixtures.maker))), commands: commands)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.first == "error: Cannot read the file \(missing).")
    }

    @Test func makerRegister_sendsTheCheckedProductThroughTheRegistrationPort() async throws {
        // Given: a maker, a picture on disk, and a registration port that keeps what it is sent
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("register-\(UUID()).png")
        try ImageFile.png.data.write(to: picture)
        defer { try? FileManager.default.removeItem(at: picture) }
        var catalog = Fixtures.referenceData()
        catalog.onLocations = { [Location(id: 1, name: "서울")] }
        let sent = Recorder<ProductSubmission>()
        var registration = StubProductRegistrationRepository()
        registration.onRegister = { submission, _ in
            sent.append(submission)
            return .fixture(id: 63)
        }
        let useCases = UseCaseFactory.stubbed(accounts: .signedIn(as: Fixtures.maker), referenceData: catalog)
        // When
        let outcome = await runCommand(
            [
                "maker", "register", "--title", "봄 스냅", "--desc", "봄날", "--vibes", "러블리", "--locations", "서울",
                "--option", "60:100000", "--person-price", "10000", "--image", picture.path, "--thumbnail",
                picture.path,
            ],
            services: StubServices(useCases: useCases),
            commands: CommandTable.standard.adding(MakersCommands.commands { [registration] _ in registration }))
        // Then
        #expect(outcome.exitCode == .success)
        #expect(sent.values.map(\.title) == ["봄 스냅"])
        #expect(sent.values.first?.uploads.map(\.data) == [ImageFile.png.data])
    }

    @Test func makerReservations_listsTheBookingsTheRepositoryGives() async {
        var makers = StubMakerRepository()
        makers.onMakerReservations = { page in
            page.offset > 0
                ? []
                : [
                    ReservationSummary(
                        id: 31, product: .fixture(id: 5), time: KoreaTime.parse("2031-03-04 10:00")!, status: .active)
                ]
        }
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in Fixtures.reservation(id: id) }
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        let useCases = UseCaseFactory.stubbed(
            accounts: .signedIn(as: Fixtures.maker), products: products, reservations: reservations, makers: makers)
        let outcome = await runCommand(
            ["maker", "reservations"], services: StubServices(useCases: useCases), commands: commands)
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.prefix(2) == ["Bookings on my products (1)", "Reservation #31  Booked"])
        #expect(outcome.standardOutput.contains("  Option: 60 min · ₩120,000"))
        #expect(outcome.standardOutput.last == "  Contact: 스냅러버 · me@snapfit.kr · 01012345678")
    }
}
