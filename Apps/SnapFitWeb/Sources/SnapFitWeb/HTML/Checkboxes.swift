/// A group of checkboxes in a fieldset with its legend, the ticked ones checked, and after a refusal why it was
/// refused under the legend (announced, and tied to the group).
struct Checkboxes {
    let name: String
    let legend: String
    /// Each box's value and label.
    let choices: [(value: String, label: String)]
    var checked: Set<String> = []
    var refusal: String?
    var hint: String?

    var html: HTML {
        let boxes = choices.enumerated().map { index, choice -> HTML in
            let id = "\(name)-\(index + 1)"
            return """
                <li><input type="checkbox" id="\(id)" name="\(name)" value="\(choice.value)"\
                \(checked.contains(choice.value) ? HTML(" checked") : "")> <label for="\(id)">\(choice.label)</label></li>
                """
        }
        var described: [String] = []
        if hint != nil { described.append("\(name)-hint") }
        if refusal != nil { described.append("\(name)-error") }
        let describedBy: HTML =
            described.isEmpty ? "" : " aria-describedby=\"\(described.joined(separator: " "))\""
        return """
            <fieldset class="choices" id="\(name)"\(describedBy)>
            <legend>\(legend)</legend>
            \(hint.map { HTML("<p class=\"hint\" id=\"\(name)-hint\">\($0)</p>") })
            \(refusal.map { HTML("<p class=\"field-error\" id=\"\(name)-error\" role=\"alert\">\($0)</p>") })
            <ul>\(boxes)</ul>
            </fieldset>
            """
    }
}
