import SnapFitHTTPServer
import SnapFitPresentation

/// Pages that say what went wrong and what to do, with a status that says it to machines. Never a stack trace.
package enum ErrorPage {
    /// A scene's error, with its next step (decided in Presentation) as a link when the web app has a page for it.
    package static func response(_ error: ErrorViewModel, retry: String?, _ context: PageContext) -> HTTPResponse {
        let language = context.language
        var links: [HTML] = []
        if let next = error.nextAction.flatMap(Destinations.link(for:)) {
            links.append(link(next.path, next.label(language)))
        }
        if let retry { links.append(link(retry, WebWords.tryAgain(language))) }
        links.append(link("/", WebWords.goHome(language)))
        let content: HTML = """
            <section class="problem" role="alert">
            <h1>\(WebWords.errorTitle(language))</h1>
            <p>\(error.message)</p>
            <ul class="actions">\(links)</ul>
            </section>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.errorTitle(language), content, context), status: status(of: error.kind))
    }

    package static func notFound(_ context: PageContext) -> HTTPResponse {
        simple(
            status: 404, title: WebWords.notFoundTitle(context.language), text: WebWords.notFoundText(context.language),
            context)
    }

    /// A form without this session's token: refused (cross-site request forgery, or a page older than the session).
    package static func formExpired(_ context: PageContext) -> HTTPResponse {
        simple(
            status: 403, title: WebWords.formExpiredTitle(context.language),
            text: WebWords.formExpiredText(context.language), context)
    }

    private static func simple(status: Int, title: String, text: String, _ context: PageContext) -> HTTPResponse {
        let content: HTML = """
            <section class="problem" role="alert">
            <h1>\(title)</h1>
            <p>\(text)</p>
            <ul class="actions">\(link("/", WebWords.goHome(context.language)))</ul>
            </section>
            """
        return WebResponse.page(Layout.page(title: title, content, context), status: status)
    }

    private static func link(_ path: String, _ label: String) -> HTML {
        "<li><a href=\"\(path)\">\(label)</a></li>"
    }

    /// The HTTP status a page answers with for an error of `kind`.
    package static func status(of kind: ErrorKind) -> Int {
        switch kind {
        case .notFound, .noSuchRow, .makerWithdrawn, .endOfList, .startOfList, .noList, .outsideList: 404
        case .signedOut, .sessionExpired: 401
        case .forbidden, .notAMaker: 403
        case .validation, .usage, .invalidSocialToken, .accountNotFound, .needsSignUp, .needsConfirmation,
            .accountExists, .nicknameTaken,
            .nicknameUnchanged, .alreadyLiked, .notLiked, .alreadyCancelled, .priceChanged, .accountWithdrawn:
            400
        case .unreachable, .unavailable, .timedOut, .answerLost, .invalidResponse, .rejected, .wrongAddress,
            .outcomeUnknown, .uploadFailed, .uploadRefused:
            502
        case .cancelled, .internal, .unreadableFile: 500
        }
    }
}
