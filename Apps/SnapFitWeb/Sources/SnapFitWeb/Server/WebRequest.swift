import SnapFitHTTPServer

/// One request as a page handler sees it: the HTTP request, its form (for a POST), and the browser's session.
package struct WebRequest {
    package let http: HTTPRequest
    package var form: FormFields
    /// The files of a multipart form (a page's whose `WebPage.upload` takes them).
    package var files: [MultipartForm.File] = []
    package let session: WebSession
    package let context: PageContext
    /// Where a form that sends files gets the permit for its large body.
    let uploadPermits: UploadPermits
    /// What all sessions' kept pages may hold.
    package let markupBudget: MarkupBudget
    /// What My page links to among the features' pages.
    package let featureLinks: [WebLink]
    /// The ids a feature's page took from its path (its `#` segments), in order.
    package var ids: [Int] = []

    /// `path` with a new one-time permit for this session: the address of a form whose page takes an upload.
    package func uploadAddress(_ path: String) -> String {
        QueryString.path(path, [(UploadPermits.queryName, uploadPermits.issue(for: session.id))])
    }

    /// The query's fields, read like a form's.
    package var query: FormFields { FormFields(http.query) }

    /// A local path to come back to, from a form's `back` field (or the query's, on a page asked for with a GET);
    /// `fallback` unless it is a path of this app.
    package func back(or fallback: String) -> String {
        guard let back = form["back"] ?? query["back"], back.hasPrefix("/"), !back.hasPrefix("//"),
            back.utf8.count <= 2_000,
            back.utf8.allSatisfy({ (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "\\") })
        else { return fallback }
        return back
    }

    /// The path of the photo at `address`, remembered for this session.
    package func photoPath(_ address: String?) -> String? {
        session.photos.path(for: address)
    }
}
