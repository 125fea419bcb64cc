import Foundation
import PhotosDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// The viewer's use cases read the kernel's products and photos.
@Suite struct PhotosUseCasesTests {
    @Test func theProductsPhotos_areTheProductsOwn_andEachPhotoIsReadFromItsAddress() async throws {
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id, photos: 2) }
        var photos = StubPhotoRepository()
        photos.onPhoto = { _ in Photo(data: ImageFile.png.data) }
        let sut = PhotosUseCases(.stubbed(products: products, photos: photos))

        let product = try await sut.makeFetchProductPhotos()(id: 7)
        let photo = try await sut.makeFetchPhoto()(url: product.imageURLs[1])

        #expect(product.id == 7 && product.imageURLs.count == 2)
        #expect(photo.format == .png)
    }
}
