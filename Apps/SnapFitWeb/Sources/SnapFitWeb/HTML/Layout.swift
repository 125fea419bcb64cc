import SnapFitPresentation

/// The frame of every page: the head (one stylesheet, one deferred script), a skip link, the main menu, the
/// content and the footer.
package enum Layout {
    package static func page(title: String, current: String? = nil, _ content: HTML, _ context: PageContext) -> HTML {
        let language = context.language
        let menu: [(path: String, label: String)] = [
            ("/", WebWords.home(language)), ("/products", WebWords.products(language)),
            ("/likes", WebWords.likes(language)), ("/reservations", WebWords.reservations(language)),
            ("/me", WebWords.myPage(language)),
            ("/settings", WebWords.settings(language)),
        ]
        let items = menu.map { item -> HTML in
            let here: HTML = item.path == current ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(item.path)\"\(here)>\(item.label)</a></li>"
        }
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) · \(WebWords.appName(language))</title>
            <link rel="stylesheet" href="/style.css">
            <script src="/app.js" defer></script>
            </head>
            <body>
            <a class="skip" href="#main">\(WebWords.skipToContent(language))</a>
            <header class="top">
            <a class="brand" href="/">\(WebWords.appName(language))</a>
            <nav aria-label="\(WebWords.mainMenu(language))"><ul>\(items)</ul></nav>
            </header>
            <main id="main">
            \(context.notice.map { HTML("<p class=\"notice\" id=\"notice\" role=\"status\">\($0)</p>") })
            \(content)
            </main>
            \(devBadge(context))
            </body>
            </html>

            """
    }

    /// DEV's small badge in the footer (what DEV means said to a screen reader and on hover); nothing in REAL.
    private static func devBadge(_ context: PageContext) -> HTML? {
        guard context.phase == "DEV" else { return nil }
        let meaning = WebWords.devBadge(context.language)
        return """
            <footer class="bottom"><span class="badge" title="\(meaning)">DEV\
            <span class="visually-hidden">: \(meaning)</span></span></footer>
            """
    }
}
