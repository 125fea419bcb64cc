import Foundation

/// One `--json` line as a dictionary, or `nil` when it is not a JSON object.
public func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}
