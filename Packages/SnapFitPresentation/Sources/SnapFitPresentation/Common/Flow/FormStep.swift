/// A question of a form whose fields are asked in order: a field, or to confirm what the form then shows.
public enum FormStep<Field: Sendable & Hashable>: Sendable, Equatable {
    case field(Field)
    case confirm
}
