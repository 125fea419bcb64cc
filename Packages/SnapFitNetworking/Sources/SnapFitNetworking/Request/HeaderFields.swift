extension [String: String] {
    /// Sets the header field `name` to `value`, in place of any field of the same name in another case: a request
    /// sends each header once.
    mutating func setHeader(_ name: String, to value: String) {
        let lowered = name.lowercased()
        for key in keys where key.lowercased() == lowered { self[key] = nil }
        self[name] = value
    }
}
