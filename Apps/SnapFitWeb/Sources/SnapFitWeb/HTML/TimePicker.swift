import SnapFitPresentation

/// A time as a date picker and a time picker side by side in a fieldset, whose legend says the time zone once. The
/// two send `<name>-date` (`YYYY-MM-DD`) and `<name>-clock` (`HH:MM`); joined with a space they are the one answer
/// the booking flow reads. After a refusal, why is under the legend and both pickers point to it.
struct TimePicker {
    let name: String
    let labels: TimePickerLabels
    /// The answer to show again, as `answer(from:)` made it.
    var value = ""
    var refusal: String?

    /// The answer a form's two pickers make (one left empty stays empty, so the other is kept for the form shown
    /// again), or the single `name` field a script may send instead.
    static func answer(_ name: String, from form: FormFields) -> String {
        let date = form["\(name)-date"]
        let clock = form["\(name)-clock"]
        guard date != nil || clock != nil else { return form[name] ?? "" }
        return (date ?? "") + " " + (clock ?? "")
    }

    var html: HTML {
        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let notes = FieldNotes(name: name, hint: nil, refusal: refusal)
        let invalid: HTML? = refusal.map { _ in " aria-invalid=\"true\"" }
        return """
            <fieldset class="choices when" id="\(name)"\(notes.describedBy)>
            <legend>\(labels.legend)</legend>
            \(notes.html)
            <div class="field"><label for="\(name)-date">\(labels.date)</label>
            <input type="date" id="\(name)-date" name="\(name)-date" required\(notes.describedBy)\(invalid) \
            value="\(parts.first ?? "")"></div>
            <div class="field"><label for="\(name)-clock">\(labels.clock)</label>
            <input type="time" id="\(name)-clock" name="\(name)-clock" required\(notes.describedBy)\(invalid) \
            value="\(parts.count > 1 ? parts[1] : "")"></div>
            </fieldset>
            """
    }
}
