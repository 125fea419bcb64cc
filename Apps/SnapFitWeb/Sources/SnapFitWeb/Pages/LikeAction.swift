import SnapFitHTTPServer
import SnapFitPresentation

/// `POST /products/<id>/like`: likes or unlikes, then goes back to the page the toggle was on.
@MainActor
enum LikeAction {
    static func respond(_ request: WebRequest, productID: Int) async -> HTTPResponse {
        let display = SceneRecorder()
        await request.session.services.makeLikeScene(display: display).setLike(
            request: .init(productID: productID, liked: request.form["liked"] != "0"))
        if case .failed(let error)? = display.outcome(LikeScene.SetLike.ViewModel.self) {
            return ErrorPage.response(error, retry: nil, request.context)
        }
        return WebResponse.redirect(to: request.back(or: "/products/\(productID)"))
    }
}
