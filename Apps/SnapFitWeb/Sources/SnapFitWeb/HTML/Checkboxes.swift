/// A group of checkboxes in a fieldset with its legend, the ticked ones checked, and after a refusal why it was
/// refused under the legend.
package struct Checkboxes {
    let name: String
    let legend: String
    /// Each box's value and label.
    let choices: [(value: String, label: String)]
    var checked: Set<String> = []
    var refusal: String?

    package init(
        name: String, legend: String, choices: [(value: String, label: String)], checked: Set<String> = [],
        refusal: String? = nil
    ) {
        self.name = name
        self.legend = legend
        self.choices = choices
        self.checked = checked
        self.refusal = refusal
    }

    package var html: HTML {
        let boxes = choices.enumerated().map { index, choice -> HTML in
            let id = "\(name)-\(index + 1)"
            return """
                <li><input type="checkbox" id="\(id)" name="\(name)" value="\(choice.value)"\
                \(checked.contains(choice.value) ? HTML(" checked") : "")> <label for="\(id)">\(choice.label)</label></li>
                """
        }
        let notes = FieldNotes(name: name, hint: nil, refusal: refusal)
        return """
            <fieldset class="choices" id="\(name)"\(notes.describedBy)>
            <legend>\(legend)</legend>
            \(notes.html)
            <ul>\(boxes)</ul>
            </fieldset>
            """
    }
}
