/// One HTTP answer as read off the wire: the status, the header fields in order, and the whole body.
struct HTTPAnswer: Equatable {
    let status: Int
    let headers: [HTTPHeaderField]
    let body: [UInt8]

    /// The value of the field `name` (any case); repeated fields joined with ", ".
    func value(of name: String) -> String? {
        let values = headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }
}

/// A header field as it came: its name keeps the server's spelling.
struct HTTPHeaderField: Equatable {
    let name: String
    let value: String
}
