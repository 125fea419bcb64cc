import Foundation
import SnapFitHTTPServer

/// What a feature's route is told of the request it answers.
package struct FeatureCall: Sendable {
    /// The signed-in user's id.
    package let caller: Int
    /// The request as it arrived: its body, query and headers.
    package let request: HTTPRequest
    /// The backend's clock at the request.
    package let now: Date
}
