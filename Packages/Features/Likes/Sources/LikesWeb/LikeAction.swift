import LikesDomain
import LikesPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `POST /products/<id>/like`: likes or unlikes, then goes back to the page the toggle was on.
enum LikeAction {
    static nonisolated(nonsending) func respond(_ request: WebRequest, productID: Int) async -> HTTPResponse {
        let display = SceneRecording<LikeScene.Outcome>()
        await LikeConfigurator.configure(
            display: display, dependencies: LikesUseCases(request.session.services.useCases),
            language: request.context.language
        ).setLike(
            request: .init(productID: productID, liked: request.form["liked"] != "0"))
        return await display.page { outcome in
            switch outcome {
            case .like: WebResponse.redirect(to: request.back(or: "/products/\(productID)"))
            case .failed(let error): ErrorPage.response(error, retry: nil, request.context)
            }
        }
    }
}
