import SnapFitDomain
import SnapFitPresentation

/// The shell's booking form: it shows the product's options, asks for each missing field, re-asks only a field
/// that was refused, shows the total, and books once the user confirms. `cancel` or the end of input stops it.
@MainActor
struct ReservationWalkthrough {
    let productID: Int
    var fields: ReservationFields
    let context: CommandContext
    let prompter: any Prompter

    private var language: Language { context.language }

    func run() async -> CommandResult {
        var fields = fields
        let display = ReservationFormConsoleDisplay(style: context.style, language: language)
        let scene = context.di.makeReservationFormScene(display: display)
        await scene.loadProduct(request: .init(productID: productID))
        guard case .success(let product)? = display.result else {
            return display.outcome(language: language)
        }
        product.lines.forEach(prompter.say)
        prompter.say(
            context.style.dim(language.pick("'cancel'로 언제든 그만둘 수 있습니다.", "Type 'cancel' to stop at any time.")))
        var pending = ReservationFields.order.filter { fields.values[$0] == nil }
        while true {
            for field in pending {
                guard let answer = ask(field) else { return cancelled }
                fields.values[field] = answer
            }
            display.reset()
            let draft: ReservationDraft
            switch fields.draft(productID: productID) {
            case .success(let value): draft = value
            case .failure(let error):
                prompter.say(context.style.red(error.message(fields.values[error.field]).text(in: language)))
                pending = [error.field]
                continue
            }
            await scene.check(request: .init(draft: draft))
            if display.fieldsAccepted { await scene.quote(request: .init(draft: draft)) }
            guard display.quote != nil else {
                guard case .failure(let failure)? = display.result, let field = display.refusedField else {
                    return display.outcome(language: language)
                }
                prompter.say(context.style.red(failure.error.message))
                pending = [field]
                continue
            }
            if case .success(let quote)? = display.result { quote.lines.forEach(prompter.say) }
            guard YesNo.ask(language.pick("이대로 예약할까요?", "Book it?"), prompter: prompter, language: language) == true
            else { return cancelled }
            display.reset()
            await scene.submit(request: .init(draft: draft))
            return display.outcome(language: language)
        }
    }

    /// Asks for one field; `nil` when the user cancels. The phone may be left empty.
    private func ask(_ field: String) -> String? {
        let questions = [
            "option": language.pick("옵션 (촬영 시간, 분): ", "Option (minutes): "),
            "time": language.pick("일시 (YYYY-MM-DD HH:MM, 한국 시간): ", "When (YYYY-MM-DD HH:MM, Korea time): "),
            "people": language.pick("인원 (전체): ", "People (in total): "),
            "email": language.pick("이메일: ", "Email: "),
            "phone": language.pick("전화번호 (없으면 Enter): ", "Phone (Enter to skip): "),
            "place": language.pick("장소: ", "Place: "),
        ]
        return prompter.answer(questions[field] ?? "\(field): ")
    }

    private var cancelled: CommandResult {
        .failure(
            CommandFailure(
                error: ErrorViewModel(kind: .cancelled, message: language.pick("예약을 그만두었습니다.", "Booking cancelled."))))
    }
}
