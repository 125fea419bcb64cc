import SnapFitDomain

/// `reserve <product-id> --option <minutes> --at "YYYY-MM-DD HH:MM" --people N --email ADDR --place TEXT
/// [--phone 01012345678]`. Every field is checked before anything is sent. In the shell, missing or refused
/// fields are asked for one by one and the total is shown before booking.
struct ReserveCommand: Command {
    let name = "reserve"
    let usage = LocalizedText(
        verbatim:
            "reserve <product-id> --option <minutes> --at \"YYYY-MM-DD HH:MM\" --people N --email ADDR --place TEXT [--phone 01012345678]"
    )
    let arguments = ArgumentSpec(
        positionals: [.required("product-id")],
        flags: BookingField.allCases.map { flag(for: $0) }.map { .value($0.name, $0.placeholder) })

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let productID = try arguments.id("product-id")
        var answers: [BookingField: String] = [:]
        for field in BookingField.allCases {
            if let value = arguments.value(Self.flag(for: field).name) { answers[field] = value }
        }
        if context.prompter == nil {
            if let missing = BookingField.allCases.first(where: { !$0.isOptional && answers[$0] == nil }) {
                throw Self.missing(missing)
            }
            for field in BookingField.allCases where field.isOptional && answers[field] == nil { answers[field] = "" }
        }
        return await ReservationWalkthrough(productID: productID, answers: answers, context: context).run()
    }

    /// The usage error for a script that left out the flag of `field`.
    static func missing(_ field: BookingField) -> UsageError {
        let flag = "--\(flag(for: field).name) \(flag(for: field).placeholder)"
        return UsageError(CLIWords.missingOption(flag))
    }

    /// The flag that gives `field`.
    static func flag(for field: BookingField) -> (name: String, placeholder: String) {
        switch field {
        case .option: ("option", "<minutes>")
        case .time: ("at", "\"YYYY-MM-DD HH:MM\"")
        case .people: ("people", "N")
        case .email: ("email", "ADDR")
        case .phone: ("phone", "01012345678")
        case .place: ("place", "TEXT")
        }
    }
}
