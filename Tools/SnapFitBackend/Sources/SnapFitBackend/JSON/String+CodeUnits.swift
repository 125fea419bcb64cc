extension String {
    /// Whether both strings have the same UTF-16 code units, as Java's `equals` compares them. Swift's `==` compares
    /// by canonical equivalence instead: a name sent decomposed (NFD) would equal its composed form, which the real
    /// server does not take for it.
    package func hasSameCodeUnits(as other: String) -> Bool {
        utf16.elementsEqual(other.utf16)
    }

    /// Whether both strings are equal ignoring case, compared by code units after lower-casing, as Java's
    /// `equalsIgnoreCase` compares them (never by canonical equivalence).
    package func hasSameCodeUnitsIgnoringCase(as other: String) -> Bool {
        lowercased().utf16.elementsEqual(other.lowercased().utf16)
    }
}
