import Foundation

extension JSONValue {
    /// The compact UTF-8 JSON text of this value, object keys in their given order.
    var serialized: Data {
        var text = ""
        write(to: &text)
        return Data(text.utf8)
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .double(let value): text += value.isFinite ? String(value) : "null"
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.key, to: &text)
                text += ":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }

    private static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case let control where control.value < 0x20:
                text +=
                    "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
                    + String(control.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
