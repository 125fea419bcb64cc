import CatalogDomain
import SnapFitPresentation

/// The product list one user browses, kept from one request to the next so the next page, the next and the previous
/// product and the last one viewed follow the list shown. A new language makes a new scene, which picks the list up
/// where it was kept. A UI keeps one per user (a feature state), so a new user starts a new one.
public final class ProductListSession {
    private struct Scene {
        let language: Language
        let recording: SceneRecording<ProductListScene.Outcome>
        let list: any ProductListBusinessLogic
    }

    private var scene: Scene?

    public init() {}

    /// Runs one request on the list scene and returns its recording of what it showed for that request alone. The
    /// scene is made over `useCases` in `language` on the first request, and again when the language changes.
    public nonisolated(nonsending) func run(
        _ useCases: CatalogUseCases, language: Language,
        _ request: nonisolated(nonsending) (any ProductListBusinessLogic) async -> Void
    ) async -> SceneRecording<ProductListScene.Outcome> {
        let current: Scene
        if let scene, scene.language == language {
            current = scene
        } else {
            let recording = SceneRecording<ProductListScene.Outcome>()
            current = Scene(
                language: language, recording: recording,
                list: ProductListConfigurator.configure(display: recording, dependencies: useCases, language: language))
            scene = current
        }
        current.recording.reset()
        await request(current.list)
        return current.recording
    }
}
