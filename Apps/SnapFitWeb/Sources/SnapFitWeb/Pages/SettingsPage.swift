import SnapFitHTTPServer
import SnapFitPresentation

/// `/settings`: each setting with its choices; a change (a POST, read and checked by the settings scene) applies at
/// once, to this session only.
@MainActor
enum SettingsPage {
    static func respond(_ request: WebRequest) async -> HTTPResponse {
        let display = SceneRecorder()
        let scene = request.session.services.makeSettingsScene(display: display)
        if request.http.method == "POST" {
            scene.change(request: .init(name: request.form["name"] ?? "", value: request.form["value"] ?? ""))
            if let refusal = display.error { return ErrorPage.response(refusal, retry: "/settings", request.context) }
            return WebResponse.redirect(to: request.back(or: "/settings"))
        }
        scene.show(request: .init())
        guard let settings = display.last(SettingsScene.ViewModel.self) else {
            return ErrorPage.serverError(request.context)
        }
        return WebResponse.page(
            Layout.page(title: settings.title, current: "/settings", render(settings, request.context), request.context)
        )
    }

    private static func render(_ settings: SettingsScene.ViewModel, _ context: PageContext) -> HTML {
        let language = context.language
        let forms = settings.rows.map { row -> HTML in
            let values = SettingWords.values.first { $0.name == row.name }?.values ?? []
            let options = values.map { value -> HTML in
                let selected: HTML = value == row.value ? " selected" : ""
                return
                    "<option value=\"\(value)\"\(selected)>\(SettingWords.label(name: row.name, value: value, in: language))</option>"
            }
            return """
                <form class="setting" method="post" action="/settings">\(context.tokenField)
                <input type="hidden" name="name" value="\(row.name)">
                <label for="setting-\(row.name)">\(row.label)</label>
                <select id="setting-\(row.name)" name="value">\(options)</select>
                <button type="submit">\(WebWords.save(language))</button>
                </form>
                """
        }
        let note: HTML? = settings.note.map { "<p class=\"notice\" role=\"status\">\($0)</p>" }
        return """
            <h1>\(settings.title)</h1>
            \(note)
            \(forms)
            """
    }
}
