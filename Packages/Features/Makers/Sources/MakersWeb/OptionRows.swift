import Foundation
import MakersPresentation
import SnapFitWeb

/// The product's options as rows of minutes and price (`option-minutes` and `option-price`, a pair a row): the rows
/// a form sent, shown again with one empty row to add another. The page's script adds and removes rows in place.
struct OptionRows {
    /// One row as typed.
    struct Row: Equatable {
        let minutes: String
        let price: String

        var isEmpty: Bool { minutes.isEmpty && price.isEmpty }
    }

    /// The rows `form` sent, in order.
    let rows: [Row]

    init(_ form: FormFields) {
        let trimmed = { (value: String) in value.trimmingCharacters(in: .whitespaces) }
        let minutes = form.values("option-minutes").map(trimmed)
        let prices = form.values("option-price").map(trimmed)
        rows = (0..<max(minutes.count, prices.count)).map { index in
            Row(
                minutes: minutes.indices.contains(index) ? minutes[index] : "",
                price: prices.indices.contains(index) ? prices[index] : "")
        }
    }

    /// The rows that hold something, then an empty one; every input marked when the options were refused.
    func html(legend: String, words: RegistrationFormLabels, refusal: String?) -> HTML {
        let notes = FieldNotes(name: "options", hint: words.optionsHint, refusal: refusal)
        let invalid: HTML = refusal == nil ? "" : " aria-invalid=\"true\""
        let shown = rows.filter { !$0.isEmpty } + [Row(minutes: "", price: "")]
        let items = shown.enumerated().map { index, row -> HTML in
            let number = index + 1
            let which: HTML = "<span class=\"visually-hidden\"> (\(words.row(number)))</span>"
            return """
                <li class="option-row">\
                <label for="option-minutes-\(number)">\(words.minutes)\(which)</label> \
                <input type="number" id="option-minutes-\(number)" name="option-minutes" \
                value="\(FormControl.numberValue(row.minutes))"\(notes.describedBy)\(invalid)> \
                <label for="option-price-\(number)">\(words.price)\(which)</label> \
                <input type="number" id="option-price-\(number)" name="option-price" \
                value="\(FormControl.numberValue(row.price))"\(notes.describedBy)\(invalid)> \
                <button type="button" class="secondary remove-option" data-script-only hidden>\(words.removeOption)\(which)</button>\
                </li>
                """
        }
        return """
            <fieldset class="choices" id="options"\(notes.describedBy)>
            <legend>\(legend)</legend>
            \(notes.html)
            <ol class="option-rows" id="option-rows">\(items)</ol>
            <button type="button" class="secondary" id="add-option" data-script-only hidden>\(words.addOption)</button>
            </fieldset>
            """
    }
}
