import Foundation
import PhotosDomain
import PhotosWeb
import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitWebTestSupport
import Testing

/// `/products/<id>/photos/<n>` over doubles: one photo with its place and the ways on, and a number it has not.
@MainActor
@Suite struct PhotoViewerPageTests {
    private func browser() -> TestBrowser {
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id, photos: 3) }
        var files = StubPhotoRepository()
        files.onPhoto = { _ in Photo(data: ImageFile.png.data) }
        let services = StubServices(useCases: .stubbed(products: products, photos: files))
        return TestBrowser(TestBrowser.app(over: services, features: [PhotosPages.feature]))
    }

    @Test func aPhoto_showsItsPlace_andLinksThePhotosBesideIt_andTheProduct() async {
        let page = await browser().get("/products/12/photos/2")
        #expect(page.status == 200)
        #expect(page.text.contains("2 / 3"))
        #expect(
            page.text.contains("href=\"/products/12/photos/1\"") && page.text.contains("href=\"/products/12/photos/3\"")
        )
        #expect(page.text.contains("href=\"/products/12#photo-2\""))
    }

    @Test(arguments: ["/products/12/photos/4", "/products/12/photos/0", "/products/x/photos/1", "/products/12/photos"])
    func aPhotoItHasNot_isNotShown(path: String) async {
        #expect(await browser().get(path).status >= 400)
    }

    @Test func theViewer_takesNoForm() async {
        let answer = await browser().post("/products/12/photos/1", [])
        #expect(answer.status == 405 && answer.header("Allow") == "GET, HEAD")
    }
}
