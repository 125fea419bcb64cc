import SnapFitDomain

/// The answers of a form whose fields are asked in order (`Field.allCases`): those given and not checked yet, and
/// those accepted, with the value each was accepted as.
public struct FormAnswers<Field: CaseIterable & Hashable, Value> {
    private var given: [Field: Value]
    public private(set) var accepted: [Field: Value] = [:]

    public init(given: [Field: Value] = [:]) {
        self.given = given
    }

    /// An answer to check when `next` comes to its field.
    public mutating func give(_ value: Value, for field: Field) {
        given[field] = value
    }

    /// Checks the given answers in the form's order with `accept`, which returns the value to keep, `nil` for an
    /// answer that is no answer to the field, or throws why it is refused. Returns the first field missing or not
    /// accepted (with why, when refused), or `nil` once every field is accepted.
    public mutating func next(
        _ accept: (Field, Value) throws(DomainError) -> Value?
    ) -> (field: Field, refusal: DomainError?)? {
        for field in Field.allCases where accepted[field] == nil {
            guard let value = given.removeValue(forKey: field) else { return (field, nil) }
            do {
                guard let kept = try accept(field, value) else { return (field, nil) }
                accepted[field] = kept
            } catch {
                return (field, error)
            }
        }
        return nil
    }
}
