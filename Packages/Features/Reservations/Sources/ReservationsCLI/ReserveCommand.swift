import ReservationsDomain
import ReservationsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// `reserve <product-id> --option <minutes> --at "YYYY-MM-DD HH:MM" --people N --email ADDR --place TEXT
/// [--phone 010-1234-5678] [--anyway]`. Every field is checked before anything is sent. In the shell, missing or refused
/// fields are asked for one by one and the total is shown before booking. A booking that may not be meant (the same
/// product and time again, more than a year ahead, outside 06:00–22:00) is asked about in the shell, and needs
/// `--anyway` elsewhere.
struct ReserveCommand: Command {
    let name = "reserve"
    let summary = LocalizedText("촬영 예약 (시간은 한국 시간)", "book a shoot (the time is Korea time)")
    let example: String? =
        #"reserve 1 --option 60 --at "2026-12-05 14:00" --people 2 --email me@example.com --place 서울숲"#
    let arguments = ArgumentSpec(
        positionals: [.required("product-id")],
        flags: (BookingField.allCases.filter { !$0.isOptional } + BookingField.allCases.filter(\.isOptional))
            .map(flag(for:)) + [.switch("anyway")])

    /// Each option's help, by its flag's name.
    private static let optionSummaries: [String: LocalizedText] = [
        "option": LocalizedText("촬영 시간 (분): 상품의 옵션 중 하나", "length in minutes: one of the product's options"),
        "at": LocalizedText("촬영 일시, 한국 시간", "date and time, Korea time"),
        "people": LocalizedText("전체 인원 (본인 포함)", "everyone in the shoot, you included"),
        "email": LocalizedText("연락받을 이메일", "the email to reach you at"),
        "phone": LocalizedText("연락받을 휴대폰 번호 (선택)", "a mobile number to reach you at (optional)"),
        "place": LocalizedText("촬영 장소", "where the shoot takes place"),
        "anyway": LocalizedText(
            "경고(같은 예약, 1년 넘게 남음, 이른·늦은 시각)가 있어도 예약",
            "book even with a warning (booked already, a year away, odd hours)"),
    ]

    func optionSummary(_ flag: String) -> LocalizedText? { Self.optionSummaries[flag] }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let productID = try arguments.id("product-id")
        var answers: [BookingField: String] = [:]
        for field in BookingField.allCases {
            if let value = arguments.value(Self.flag(for: field).name) { answers[field] = value }
        }
        let view = ReservationFormConsoleView(console: context.console)
        let recording = SceneRecording<ReservationFormScene.Outcome>()
        let scene = ReservationFormConfigurator.configure(
            display: recording, dependencies: ReservationsUseCases(context.services.useCases),
            language: context.language
        )
        await scene.start(
            request: .init(
                productID: productID, answers: answers, acceptsWarnings: arguments.isPresent("anyway"),
                answersAll: context.prompter == nil))
        return try await Walkthrough(
            recording: recording, scene: scene, context: context, yesFlag: "anyway", shown: view.shown
        ).run()
    }

    /// The flag that gives `field`.
    private static func flag(for field: BookingField) -> ArgumentSpec.Flag {
        switch field {
        case .option: .value("option", "<minutes>", required: true)
        case .time: .value("at", "\"YYYY-MM-DD HH:MM\"", required: true)
        case .people: .value("people", "N", required: true)
        case .email: .value("email", "ADDR", required: true)
        case .phone: .value("phone", "010-1234-5678")
        case .place: .value("place", "TEXT", required: true)
        }
    }
}
