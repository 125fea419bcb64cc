import SnapFitDomain
import Testing

/// Records that a double was called without the test setting that call up, and returns an error to throw.
public func unexpected(_ call: String) -> DomainError {
    Issue.record("\(call) was not expected")
    return .invalidResponse(detail: "unexpected call")
}
