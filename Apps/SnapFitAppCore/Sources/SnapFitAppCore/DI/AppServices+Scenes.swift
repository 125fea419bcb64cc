import SnapFitDomain
import SnapFitPresentation

/// The kernel's scenes, which two or more features show, configured with this phase's use cases in its language.
extension AppServices {
    public func makeReferenceDataScene(display: any ReferenceDataDisplayLogic) -> any ReferenceDataBusinessLogic {
        ReferenceDataConfigurator.configure(display: display, dependencies: useCases, language: language)
    }
}
