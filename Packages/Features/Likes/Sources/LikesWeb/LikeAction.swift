import LikesDomain
import LikesPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `POST /products/<id>/like`: likes or unlikes, then goes back to the page the toggle was on.
@MainActor
enum LikeAction {
    static func respond(_ request: WebRequest, productID: Int) async -> HTTPResponse {
        let display = SceneRecorder()
        await LikeConfigurator.configure(
            display: display, dependencies: LikesUseCases(request.session.services.useCases),
            language: request.context.language
        ).setLike(
            request: .init(productID: productID, liked: request.form["liked"] != "0"))
        if case .failed(let error)? = display.outcome(LikeScene.SetLike.ViewModel.self) {
            return ErrorPage.response(error, retry: nil, request.context)
        }
        return WebResponse.redirect(to: request.back(or: "/products/\(productID)"))
    }
}
