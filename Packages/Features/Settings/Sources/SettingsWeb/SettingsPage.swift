import SettingsDomain
import SettingsPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/settings`: every setting with its choices, in one form; the settings it changes (each read and checked by the
/// settings scene) apply at once, to this session only, in the form's order: a refused one is reported and stops
/// there (the ones before it stay changed). A setting the form leaves out, or sends unchanged, stays as it is.
enum SettingsPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest, useCases: SettingsUseCases) async -> HTTPResponse
    {
        let display = SceneRecording<SettingsScene.Outcome>()
        let scene = SettingsConfigurator.configure(
            display: display, dependencies: useCases, language: request.context.language)
        scene.show(request: .init())
        return await display.page { outcome in
            switch outcome {
            case .failed(let error): ErrorPage.response(error, retry: nil, request.context)
            case .settings(let settings) where request.http.method == "POST": change(settings, scene, display, request)
            case .settings(let settings):
                WebResponse.page(
                    Layout.page(
                        title: settings.title, current: "/settings", render(settings, request.context),
                        request.context))
            }
        }
    }

    /// Each setting the form changes, in order, stopping at the first the scene refuses.
    private static func change(
        _ settings: SettingsScene.ViewModel, _ scene: any SettingsBusinessLogic,
        _ display: SceneRecording<SettingsScene.Outcome>, _ request: WebRequest
    ) -> HTTPResponse {
        for row in settings.rows {
            guard let value = request.form[row.name], value != row.value else { continue }
            display.reset()
            scene.change(request: .init(name: row.name, value: value))
            if case .failed(let refusal)? = display.outcomes.last {
                return ErrorPage.response(refusal, retry: "/settings", request.context)
            }
        }
        return WebResponse.redirect(to: request.back(or: "/settings"))
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
