import SnapFitDomain
import SnapFitPresentation

/// Every scene, configured with this phase's use cases in its language.
@MainActor
extension AppServices {
    public func makeHomeScene(display: any HomeDisplayLogic) -> any HomeBusinessLogic {
        HomeConfigurator.configure(display: display, dependencies: useCases, language: language)
    }

    public func makeProductListScene(display: any ProductListDisplayLogic) -> any ProductListBusinessLogic {
        ProductListConfigurator.configure(display: display, dependencies: useCases, language: language)
    }

    public func makeProductDetailScene(display: any ProductDetailDisplayLogic) -> any ProductDetailBusinessLogic {
        ProductDetailConfigurator.configure(display: display, dependencies: useCases, language: language)
    }

    public func makeReferenceDataScene(display: any ReferenceDataDisplayLogic) -> any ReferenceDataBusinessLogic {
        ReferenceDataConfigurator.configure(display: display, dependencies: useCases, language: language)
    }

    public func makeLoginScene(display: any LoginDisplayLogic) -> any LoginBusinessLogic {
        LoginConfigurator.configure(display: display, dependencies: useCases, language: language)
    }

    public func makeSignUpScene(display: any SignUpDisplayLogic) -> any SignUpBusinessLogic {
        SignUpConfigurator.configure(display: display, dependencies: useCases, language: language)
    }

    public func makeMyPageScene(display: any MyPageDisplayLogic) -> any MyPageBusinessLogic {
        MyPageConfigurator.configure(display: display, dependencies: useCases, language: language)
    }

    public func makeProfileEditScene(display: any ProfileEditDisplayLogic) -> any ProfileEditBusinessLogic {
        ProfileEditConfigurator.configure(display: display, dependencies: useCases, language: language)
    }

}
