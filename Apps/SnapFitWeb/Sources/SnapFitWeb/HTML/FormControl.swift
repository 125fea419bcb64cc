/// A labelled form field, with its hint and, after a refusal, why it was refused beside it: announced, and tied to
/// the field by `aria-describedby` and `aria-invalid`. The field's id is its name. A number field shows only a number:
/// other text would make the markup invalid, and a browser would show the field empty anyway.
package struct FormControl {
    package enum Kind {
        /// An `<input>` of this type ("text", "email", "number", "tel", "file" …).
        case input(type: String)
        case textArea
        /// A `<select>` of these values and labels.
        case select([(value: String, label: String)])

        var isSelect: Bool {
            switch self {
            case .select: true
            case .input, .textArea: false
            }
        }
    }

    package let name: String
    package let label: String
    package var kind = Kind.input(type: "text")
    package var value = ""
    package var refusal: String?
    package var hint: String?
    package var isRequired = true
    /// Extra attributes, such as `multiple` or `accept`.
    package var attributes: HTML = ""

    /// A field of `name`, labelled: a text field unless `kind` says otherwise.
    package init(
        name: String, label: String, kind: Kind = .input(type: "text"), value: String = "", refusal: String? = nil,
        hint: String? = nil, isRequired: Bool = true, attributes: HTML = ""
    ) {
        self.name = name
        self.label = label
        self.kind = kind
        self.value = value
        self.refusal = refusal
        self.hint = hint
        self.isRequired = isRequired
        self.attributes = attributes
    }

    package var html: HTML {
        let notes = FieldNotes(name: name, hint: hint, refusal: refusal)
        var common: [HTML] = ["id=\"\(name)\" name=\"\(name)\""]
        // A select always has a choice, so only inputs and text areas are marked required.
        if isRequired, !kind.isSelect { common.append(" required") }
        common.append(notes.describedBy)
        if refusal != nil { common.append(" aria-invalid=\"true\"") }
        if !attributes.bytes.isEmpty { common.append(" \(attributes)") }
        let field: HTML =
            switch kind {
            case .input("file"): "<input type=\"file\" \(common)>"
            case .input("number"): "<input type=\"number\" \(common) value=\"\(Self.numberValue(value))\">"
            case .input(let type): "<input type=\"\(type)\" \(common) value=\"\(value)\">"
            case .textArea: "<textarea \(common)>\(value)</textarea>"
            case .select(let choices):
                "<select \(common)>\(choices.map { choice -> HTML in "<option value=\"\(choice.value)\"\(choice.value == value ? " selected" : "")>\(choice.label)</option>" })</select>"
            }
        return """
            <div class="field">
            <label for="\(name)">\(label)</label>
            \(field)
            \(notes.html)
            </div>
            """
    }
}

extension FormControl {
    /// A text field of `name`, labelled, with its hint: what a feature's form starts each field from.
    package init(field name: String, label: String, value: String, hint: String?) {
        self.init(name: name, label: label, value: value, hint: hint)
    }
}
