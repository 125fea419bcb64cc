import Foundation

/// Whether a picture's address opens anywhere but inside this process: DEV serves its pictures from a stand-in
/// origin under `.invalid`, a name that never resolves (RFC 6761), so printing it would offer the user a dead link.
package enum OpenableAddress {
    package static func opens(_ address: String) -> Bool {
        guard let host = URL(string: address)?.host?.lowercased() else { return false }
        return host != "invalid" && !host.hasSuffix(".invalid")
    }
}
