/// What a form field says under its label: a hint, and after a refusal why it was refused (announced). Both are
/// tied to the field by `aria-describedby`, through ids made from the field's name.
package struct FieldNotes {
    package let name: String
    package let hint: String?
    package let refusal: String?

    package init(name: String, hint: String?, refusal: String?) {
        self.name = name
        self.hint = hint
        self.refusal = refusal
    }

    /// ` aria-describedby="…"` for the field, or nothing.
    package var describedBy: HTML {
        let ids = [hint.map { _ in "\(name)-hint" }, refusal.map { _ in "\(name)-error" }].compactMap { $0 }
        return ids.isEmpty ? "" : " aria-describedby=\"\(ids.joined(separator: " "))\""
    }

    package var html: HTML {
        """
        \(hint.map { HTML("<p class=\"hint\" id=\"\(name)-hint\">\($0)</p>") })\
        \(refusal.map { HTML("<p class=\"field-error\" id=\"\(name)-error\" role=\"alert\">\($0)</p>") })
        """
    }
}
