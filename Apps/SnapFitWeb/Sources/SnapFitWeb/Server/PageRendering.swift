import SnapFitHTTPServer

/// Where a page's HTML is built: off the main actor, on the thread serving the request, so the pages of different
/// sessions render at the same time on every core. A page's scene work (and anything else of its session) stays on
/// the main actor; only the markup, built from the scene's Sendable view models, moves.
package enum PageRendering {
    /// The answer `build` makes, built away from the caller's actor.
    @concurrent
    package static func offMain(_ build: @Sendable () -> HTTPResponse) async -> HTTPResponse {
        build()
    }
}
