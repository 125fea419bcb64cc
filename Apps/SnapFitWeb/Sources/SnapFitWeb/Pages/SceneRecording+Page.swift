import SnapFitHTTPServer
import SnapFitPresentation

extension SceneRecording {
    /// The answer `answer` makes of the latest outcome it answers (`nil` for an outcome that only goes along with
    /// the one that answers, such as a review before its question). Before the scene showed any such outcome there is
    /// no new page to show (`WebResponse.noContent`): the browser stays on the page it shows.
    package nonisolated(nonsending) func page(
        _ answer: nonisolated(nonsending) (Outcome) async -> HTTPResponse?
    ) async -> HTTPResponse {
        for outcome in outcomes.reversed() {
            if let response = await answer(outcome) { return response }
        }
        return WebResponse.noContent
    }
}
