import SnapFitDomain

/// The booking form's fields as typed, before any check; what `reserve` flags and the shell's questions fill in.
struct ReservationFields {
    /// The fields in the order the form asks for them, by the names validation errors use.
    static let order = ["option", "time", "people", "email", "phone", "place"]

    var values: [String: String] = [:]

    /// The value given for `--option`, `--at`, … (`time` is `--at`).
    init(arguments: ParsedArguments) {
        let flags = [
            "option": "option", "time": "at", "people": "people", "email": "email", "phone": "phone", "place": "place",
        ]
        for (field, flag) in flags {
            if let value = arguments.value(flag) { values[field] = value }
        }
    }

    /// The draft these fields make, or the first field that is not a whole number where one is needed.
    func draft(productID: Int) -> Result<ReservationDraft, FieldError> {
        guard let minutes = Int(values["option"] ?? "") else { return .failure(FieldError(field: "option")) }
        guard let people = Int(values["people"] ?? "") else { return .failure(FieldError(field: "people")) }
        let phone = values["phone"].flatMap { $0.isEmpty ? nil : $0 }
        return .success(
            ReservationDraft(
                productID: productID, optionMinutes: minutes, time: values["time"] ?? "", people: people,
                email: values["email"] ?? "", phone: phone, place: values["place"] ?? ""))
    }

    /// A field that must be a whole number and is not.
    struct FieldError: Error {
        let field: String

        func message(_ value: String?) -> LocalizedText {
            let shown = value ?? ""
            return field == "option"
                ? LocalizedText(
                    "--option은 촬영 시간(분)입니다: '\(shown)'", "--option is the shoot's length in minutes, not '\(shown)'.")
                : LocalizedText("--people은 전체 인원 수입니다: '\(shown)'", "--people is the number of people, not '\(shown)'.")
        }
    }
}
