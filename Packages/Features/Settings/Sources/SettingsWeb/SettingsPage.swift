import SettingsDomain
import SettingsPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/settings`: every setting with its choices, in one form; the settings it changes (each read and checked by the
/// settings scene) apply at once, to this session only, in the form's order: a refused one is reported and stops
/// there (the ones before it stay changed). A setting the form leaves out, or sends unchanged, stays as it is.
@MainActor
enum SettingsPage {
    static func respond(_ request: WebRequest, useCases: SettingsUseCases) async -> HTTPResponse {
        let display = SceneRecorder()
        let scene = SettingsConfigurator.configure(
            display: display, dependencies: useCases, language: request.context.language)
        scene.show(request: .init())
        guard let settings = display.last(SettingsScene.ViewModel.self) else {
            return ErrorPage.failure(display.error, retry: nil, request.context)
        }
        if request.http.method == "POST" {
            for row in settings.rows {
                guard let value = request.form[row.name], value != row.value else { continue }
                scene.change(request: .init(name: row.name, value: value))
                if let refusal = display.error {
                    return ErrorPage.failure(refusal, retry: "/settings", request.context)
                }
            }
            return WebResponse.redirect(to: request.back(or: "/settings"))
        }
        return WebResponse.page(
            Layout.page(title: settings.title, current: "/settings", render(settings, request.context), request.context)
        )
    }

    private static func render(_ settings: SettingsScene.ViewModel, _ context: PageContext) -> HTML {
        let language = context.language
        let fields = settings.rows.map { row -> HTML in
            let values = SettingWords.values.first { $0.name == row.name }?.values ?? []
            let options = values.map { value -> HTML in
                let selected: HTML = value == row.value ? " selected" : ""
                return
                    "<option value=\"\(value)\"\(selected)>\(SettingWords.label(name: row.name, value: value, in: language))</option>"
            }
            return """
                <div class="field"><label for="setting-\(row.name)">\(row.label)</label>
                <select id="setting-\(row.name)" name="\(row.name)">\(options)</select></div>
                """
        }
        let note: HTML? = settings.note.map { "<p class=\"notice\" role=\"status\">\($0)</p>" }
        return """
            <h1>\(settings.title)</h1>
            \(note)
            <form id="settings-form" class="stacked" method="post" action="/settings">\(context.tokenField)
            \(fields)
            <button type="submit">\(WebWords.save(language))</button>
            </form>
            """
    }
}
