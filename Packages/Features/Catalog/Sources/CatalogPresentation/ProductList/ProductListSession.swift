import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// The product list one user browses, kept from one request to the next so the next page, the next and the previous
/// product and the last one viewed follow the list shown. A new language makes a new scene, which picks the list up
/// where it was kept; a new user (a sign-in or a sign-out) starts afresh (`reset`). Every UI browses through one.
@MainActor
public final class ProductListSession {
    private var scene: (language: Language, recorder: SceneRecorder, list: any ProductListBusinessLogic)?

    public init() {}

    /// Runs one request on the list scene, made over `useCases` in `language`, and returns what it displayed for
    /// that request alone.
    public func run(
        _ useCases: CatalogUseCases, language: Language, _ request: (any ProductListBusinessLogic) async -> Void
    ) async -> SceneRecorder {
        let current: (language: Language, recorder: SceneRecorder, list: any ProductListBusinessLogic)
        if let scene, scene.language == language {
            current = scene
        } else {
            let recorder = SceneRecorder()
            current = (
                language, recorder,
                ProductListConfigurator.configure(display: recorder, dependencies: useCases, language: language)
            )
            scene = current
        }
        current.recorder.reset()
        await request(current.list)
        return current.recorder
    }

    /// Forgets the list and its scene, for a new user: the next request starts a new one.
    public func reset() {
        scene = nil
    }
}
