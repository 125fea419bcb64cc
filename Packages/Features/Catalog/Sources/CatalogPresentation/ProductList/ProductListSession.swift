import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// The product list one user browses, kept from one request to the next so the next page, the next and the previous
/// product and the last one viewed follow the list shown. A new language makes a new scene, which picks the list up
/// where it was kept; a new user (a sign-in or a sign-out) starts afresh (`reset`). Every UI browses through one.
@MainActor
public final class ProductListSession {
    private struct Scene {
        let language: Language
        let recording: SceneRecording<ProductListScene.Outcome>
        let list: any ProductListBusinessLogic
    }

    private var scene: Scene?

    public init() {}

    /// Runs one request on the list scene, made over `useCases` in `language`, and returns its recording of what it
    /// showed for that request alone.
    public func run(
        _ useCases: CatalogUseCases, language: Language, _ request: (any ProductListBusinessLogic) async -> Void
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

    /// Forgets the list and its scene, for a new user: the next request starts a new one.
    public func reset() {
        scene = nil
    }
}
