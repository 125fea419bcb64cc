import ReservationsDomain
import ReservationsPresentation
import SnapFitPresentation
import SnapFitWeb

/// A time as a date picker and a time picker side by side in a fieldset, whose legend says the time zone once. The
/// two send `<name>-date` (`YYYY-MM-DD`) and `<name>-clock` (`HH:MM`); joined with a space they are the one answer
/// the booking flow reads. After a refusal, why is under the legend and both pickers point to it.
struct TimePicker {
    let name: String
    let labels: TimePickerLabels
    /// What each picker shows.
    var date = ""
    var clock = ""
    var refusal: String?

    /// The pickers showing `answer`, an answer `answer(_:from:)` made or a script sent.
    init(name: String, labels: TimePickerLabels, answer: String, refusal: String?) {
        let parts = answer.split(separator: " ", maxSplits: 1).map(String.init)
        (self.name, self.labels, self.refusal) = (name, labels, refusal)
        date = Self.kept(parts.first ?? "", as: [4, 2, 2], separator: "-", under: [10_000, 13, 32])
        clock = Self.kept(parts.count > 1 ? parts[1] : "", as: [2, 2], separator: ":", under: [24, 60])
    }

    /// `typed` when a picker can show it (digits of `widths` between `separator`s, each under its bound, as HTML's
    /// valid date and time strings are), else nothing: a browser would drop it, and the checker refuses the page.
    private static func kept(_ typed: String, as widths: [Int], separator: Character, under bounds: [Int]) -> String {
        let parts = typed.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == widths.count else { return "" }
        for (part, (width, bound)) in zip(parts, zip(widths, bounds)) {
            guard part.count == width, part.allSatisfy(\.isASCII), let number = Int(part), number < bound else {
                return ""
            }
        }
        return typed
    }

    /// The answer a form's two pickers make, the date then the clock (a half left empty stays empty, so the other is
    /// kept for the form shown again, and the flow asks for the time); else the single `name` field a script may
    /// send instead.
    static func answer(_ name: String, from form: FormFields) -> String {
        let date = form["\(name)-date"]
        let clock = form["\(name)-clock"]
        guard date != nil || clock != nil else { return form[name] ?? "" }
        return (date ?? "") + " " + (clock ?? "")
    }

    var html: HTML {
        let notes = FieldNotes(name: name, hint: nil, refusal: refusal)
        let invalid: HTML? = refusal.map { _ in " aria-invalid=\"true\"" }
        return """
            <fieldset class="choices" id="\(name)"\(notes.describedBy)>
            <legend>\(labels.legend)</legend>
            \(notes.html)
            <div class="field"><label for="\(name)-date">\(labels.date)</label>
            <input type="date" id="\(name)-date" name="\(name)-date" required\(notes.describedBy)\(invalid) \
            value="\(date)"></div>
            <div class="field"><label for="\(name)-clock">\(labels.clock)</label>
            <input type="time" id="\(name)-clock" name="\(name)-clock" required\(notes.describedBy)\(invalid) \
            value="\(clock)"></div>
            </fieldset>
            """
    }
}
