import SnapFitDomain

/// What the registration form can ask for.
public protocol ProductRegistrationBusinessLogic: Sendable {
    func check(request: ProductRegistrationScene.Check.Request) async
    func submit(request: ProductRegistrationScene.Submit.Request) async
}

/// Checks and registers a product, presenting each finished upload in order as it happens.
public final class ProductRegistrationInteractor: ProductRegistrationBusinessLogic {
    private let presenter: any ProductRegistrationPresentationLogic
    private let registerProduct: RegisterProduct

    public init(presenter: any ProductRegistrationPresentationLogic, registerProduct: RegisterProduct) {
        self.presenter = presenter
        self.registerProduct = registerProduct
    }

    public func check(request: ProductRegistrationScene.Check.Request) async {
        do {
            _ = try await registerProduct.check(request.draft)
            await presenter.presentFieldsAccepted()
        } catch {
            await presenter.presentError(error)
        }
    }

    public func submit(request: ProductRegistrationScene.Submit.Request) async {
        let (updates, continuation) = AsyncStream<UploadProgress>.makeStream()
        let registration = Task { [registerProduct] () -> Result<ProductDetail, DomainError> in
            defer { continuation.finish() }
            do throws(DomainError) {
                return .success(try await registerProduct(request.draft) { continuation.yield($0) })
            } catch {
                return .failure(error)
            }
        }
        for await update in updates {
            await presenter.presentProgress(response: update)
        }
        switch await registration.value {
        case .success(let product): await presenter.presentRegistered(response: product)
        case .failure(let error): await presenter.presentError(error)
        }
    }
}
