import Foundation

/// A feature's table in the backend's state: its rows as JSON, and the version of the feature that last wrote them.
/// The data file keeps every table it holds, also one no feature of this build knows, so a feature taken out and
/// added back finds its rows; a row lacking a field added since reads it as the row type's default.
package struct FeatureTable: Codable, Sendable, Equatable {
    /// The feature's version that last wrote the rows.
    package var version: Int
    /// The rows, each a JSON object, in the order they were added.
    package var rows: [JSONValue]

    /// The rows as `Row`s. A row that does not read is a server error, never dropped: writing the table back would
    /// lose it.
    package func rows<Row: Decodable>(as type: Row.Type) throws(APIFailure) -> [Row] {
        do {
            return try rows.map { try JSONDecoder().decode(Row.self, from: $0.serialized) }
        } catch {
            throw .serverError(cause: "a row of a feature table does not read as \(Row.self): \(error)")
        }
    }

    /// Replaces the rows with `rows`.
    package mutating func replaceRows<Row: Encodable>(with rows: [Row]) throws(APIFailure) {
        do {
            self.rows = try rows.map { try Self.value(of: $0) }
        } catch {
            throw .serverError(cause: "a row of \(Row.self) does not write as JSON: \(error)")
        }
    }

    /// `row` as the JSON its encoding gives.
    static func value<Row: Encodable>(of row: Row) throws -> JSONValue {
        let data = try JSONEncoder().encode(row)
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }
}
