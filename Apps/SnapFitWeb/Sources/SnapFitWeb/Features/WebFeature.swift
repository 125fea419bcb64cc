import SnapFitHTTPServer
import SnapFitPresentation

/// A feature's part of the web app (decision 0024): the pages it answers, each in the browser's session, and the
/// links My page shows to them. A feature package's `<Name>Web` target makes one; the app learns it from the
/// generated feature list (`WebFeature.installed`).
package struct WebFeature: Sendable {
    /// Its addresses; one path may have a page for `GET` and another for `POST`.
    package let pages: [WebPage]
    /// What My page links, after the kernel's own links.
    package let myPageLinks: [WebLink]

    package init(pages: [WebPage], myPageLinks: [WebLink]) {
        self.pages = pages
        self.myPageLinks = myPageLinks
    }
}

/// One address of a feature, answered in the browser's session: a page for `GET` (and `HEAD`), a form for `POST`.
/// A signed-out visitor of a page that answers 401 is sent to log in first, as on every other page.
package struct WebPage: Sendable {
    /// The whole path, such as `/gift-cards/new`; a segment `#` takes any id (`/products/#/photos/#`), which the
    /// page reads from `WebRequest.ids`.
    package let path: String
    /// `GET` (a page, `HEAD` too) and `POST` (a form, whose token the app checks before the page sees it).
    package let methods: Set<String>
    /// For a form that sends files: the largest multipart body its `POST` takes, sent only with a one-time permit
    /// in its address (`WebRequest.uploadAddress`); its files are `WebRequest.files`. `nil`: the small form body.
    package let upload: BodyLimit?
    /// The answer, in the session's turn, on its actor.
    package let respond: nonisolated(nonsending) @Sendable (WebRequest) async -> HTTPResponse

    package init(
        _ path: String, methods: Set<String> = ["GET"], upload: BodyLimit? = nil,
        respond: nonisolated(nonsending) @escaping @Sendable (WebRequest) async -> HTTPResponse
    ) {
        self.path = path
        self.methods = methods
        self.upload = upload
        self.respond = respond
    }
}

/// A link My page offers to a feature's page, in the visitor's language.
package struct WebLink: Sendable {
    /// Where it leads.
    package let path: String
    /// What it says, in a language.
    package let title: @Sendable (Language) -> String

    package init(_ path: String, title: @escaping @Sendable (Language) -> String) {
        self.path = path
        self.title = title
    }
}
