import SnapFitDomain

/// The viewer's use cases over the kernel's ports.
public struct PhotosUseCases: Sendable {
    private let kernel: UseCaseFactory

    public init(_ kernel: UseCaseFactory) {
        self.kernel = kernel
    }

    public func makeFetchProductPhotos() -> FetchProductPhotos { FetchProductPhotos(products: kernel.products) }
    public func makeFetchPhoto() -> FetchPhoto { kernel.makeFetchPhoto() }
}
