import SnapFitHTTPServer
import SnapFitWeb

/// `/` before signing in: what SnapFit is, the catalog's vibes, and the way in (log in or sign up).
enum WelcomePage {
    static nonisolated(nonsending) func respond(_ request: WebRequest) async -> HTTPResponse {
        let context = request.context
        let language = context.language
        // The vibes are public; without them (the server cannot be reached) the page still welcomes.
        let vibes: HTML? = await CatalogChoices.items(request).map { items in
            let names = items.map { HTML("<li>\($0.label)</li>") }
            return """
                <section aria-labelledby="vibes"><h2 id="vibes">\(CatalogWords.welcomeVibes(language))</h2>
                <ul class="vibe-names">\(names)</ul></section>
                """
        }
        let content: HTML = """
            <h1>\(CatalogWords.welcomeTitle(language))</h1>
            <p class="lead">\(CatalogWords.welcomeLead(language))</p>
            <p class="actions"><a class="button" href="/login">\(WebWords.login(language))</a>
            <a class="button secondary" href="/signup">\(WebWords.signUp(language))</a></p>
            \(vibes)
            """
        return WebResponse.page(Layout.page(title: CatalogWords.welcomeTitle(language), current: "/", content, context))
    }
}
