import SnapFitDomain
import SnapFitPresentation

/// The kernel's scenes, which two or more features show, configured with this phase's use cases in its language.
@MainActor
extension AppServices {
    public func makeProductDetailScene(display: any ProductDetailDisplayLogic) -> any ProductDetailBusinessLogic {
        ProductDetailConfigurator.configure(display: display, dependencies: useCases, language: language)
    }

    public func makeReferenceDataScene(display: any ReferenceDataDisplayLogic) -> any ReferenceDataBusinessLogic {
        ReferenceDataConfigurator.configure(display: display, dependencies: useCases, language: language)
    }
}
