import Foundation
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitWebFeatures
import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// The maker's pages over the DEV stack: registering a product with pictures, their products, and the live
/// bookings on them.
@MainActor
@Suite(.serialized) struct WebMakerJourneyTests {
    /// Two small whole PNGs, of different sizes.
    private static let png = ImageFile.png(byteCount: 72).data
    private static let otherPNG = ImageFile.png(byteCount: 73).data
    private static let fields = [
        ("title", "노을 스냅"), ("description", "한강에서 찍는 노을 스냅 촬영"), ("vibes", "시크"), ("locations", "서울"),
        ("option-minutes", "60"), ("option-price", "120000"), ("option-minutes", "90"), ("option-price", "150000"),
        ("personPrice", "10000"),
    ]
    private static let pictures = [
        (field: "images", filename: "a.png", data: png), (field: "images", filename: "b.png", data: otherPNG),
    ]

    @Test func register_refusesAFileThatIsNotAPicture_besideItsField() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        #expect(await browser.get("/maker/register").text.contains("enctype=\"multipart/form-data\""))
        let fake = [(field: "images", filename: "a.png", data: Data("<?php".utf8))] + Self.pictures.suffix(1)
        let page = await browser.postMultipart("/maker/register", Self.fields, files: fake)
        #expect(page.status == 400)
        #expect(page.text.contains("id=\"images-error\""))
        #expect(page.text.contains("value=\"노을 스냅\""))
    }

    @Test func register_sentEmpty_marksAtLeastThreeFieldsAtOnce() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        _ = await browser.get("/maker/register")
        let page = await browser.postMultipart(
            "/maker/register", [("title", ""), ("description", ""), ("personPrice", "")], files: [])
        #expect(page.status == 400)
        #expect(page.text.components(separatedBy: "aria-invalid=\"true\"").count - 1 >= 3)
    }

    @Test func register_withTwoPictures_reviewsThenUploadsAndShowsTheProduct() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        let sent = await browser.postMultipart("/maker/register", Self.fields, files: Self.pictures)
        #expect(sent.status == 303 && sent.header("Location") == "/maker/register/review")
        let review = await browser.get("/maker/register/review")
        #expect(review.status == 200 && review.text.contains("id=\"review\""))
        // The review shows the description and the pictures as chosen, the thumbnail first.
        #expect(review.text.contains("한강에서 찍는 노을 스냅 촬영"))
        #expect(review.text.components(separatedBy: "src=\"/maker/register/pictures/").count == 4)
        #expect(await browser.get("/maker/register/pictures/1").response.body == Self.png)
        #expect(await browser.get("/maker/register/pictures/3").response.body == Self.otherPNG)
        #expect(await browser.get("/maker/register/pictures/4").status == 404)
        let registered = await browser.post("/maker/register/confirm", [])
        #expect(registered.status == 303)
        let location = registered.header("Location") ?? ""
        #expect(location.hasPrefix("/products/"))
        let product = await browser.get(location)
        #expect(product.text.contains("<h1>노을 스냅</h1>") && product.text.contains("id=\"notice\""))
        let photos = product.text.components(separatedBy: "<img src=\"/photos/").dropFirst().compactMap {
            $0.split(separator: "\"").first.map { "/photos/" + $0 }
        }
        #expect(photos.count >= 2)
        #expect(await browser.get(photos[0]).response.body.prefix(8) == Self.png.prefix(8))
        let own = await browser.get("/maker/products")
        // The maker's own products, without a like toggle.
        #expect(own.text.contains("href=\"\(location)\"") && !own.text.contains("class=\"like\""))
        // Confirming again registers nothing more, and the form starts empty.
        #expect(await browser.post("/maker/register/confirm", []).header("Location") == "/maker/register")
        #expect(await browser.get("/maker/register/review").header("Location") == "/maker/register")
        #expect(!(await browser.get("/maker/register").text.contains("value=\"노을 스냅\"")))
    }

    @Test func register_changeFromTheReview_keepsTheAnswersAndThePictures() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        _ = await browser.postMultipart("/maker/register", Self.fields, files: Self.pictures)
        // When: "Change" on the review
        let form = await browser.get("/maker/register")
        // Then: the answers are there, and the pictures need not be chosen again
        #expect(form.text.contains("value=\"노을 스냅\"") && form.text.contains("a.png, b.png"))
        #expect(!form.text.contains("type=\"file\" id=\"images\" name=\"images\" required"))
        // The review still waits, in case the maker goes back to it.
        #expect(await browser.get("/maker/register/review").status == 200)
        // When: sent again with a new title and no files
        let fields = Self.fields.map { $0.0 == "title" ? ("title", "새 노을 스냅") : $0 }
        let sent = await browser.postMultipart("/maker/register", fields, files: [])
        // Then: reviewed with the pictures chosen first
        #expect(sent.header("Location") == "/maker/register/review")
        let review = await browser.get("/maker/register/review").text
        #expect(review.contains("새 노을 스냅"))
        #expect(review.components(separatedBy: "src=\"/maker/register/pictures/").count == 4)
    }

    @Test func aLogout_dropsThePendingRegistration_andTheWatchOfTheBookings() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        #expect(await browser.get("/maker/reservations").status == 200)
        #expect(await browser.postMultipart("/maker/register", Self.fields, files: Self.pictures).status == 303)
        #expect(await browser.post("/logout", []).status == 303)
        #expect(await browser.get("/maker/reservations").status == 303)
        _ = await browser.get("/login")
        await browser.logIn("dev-maker")
        let confirm = await browser.post("/maker/register/confirm", [])
        #expect(confirm.status == 303 && confirm.header("Location") == "/maker/register")
        #expect(await browser.get("/maker/register/pictures/1").status == 404)
        let form = await browser.get("/maker/register").text
        #expect(!form.contains("value=\"노을 스냅\"") && !form.contains("a.png"))
    }

    @Test func register_aRefusedAnswer_keepsTheAcceptedPictures_andNewFilesReplaceThem() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        // When: the title refused
        let fields = Self.fields.map { $0.0 == "title" ? ("title", "") : $0 }
        let refused = await browser.postMultipart("/maker/register", fields, files: Self.pictures)
        // Then: the pictures are kept, but not served before a review
        #expect(refused.status == 400 && refused.text.contains("a.png, b.png"))
        #expect(await browser.get("/maker/register/pictures/1").status == 404)
        #expect(refused.text.contains("name=\"thumbnail\" value=\"2\""))
        // When: sent again with the title, the second picture chosen as the thumbnail, no files
        _ = await browser.postMultipart("/maker/register", Self.fields + [("thumbnail", "2")], files: [])
        // Then: the review shows the thumbnail first, then the pictures kept
        #expect(await browser.get("/maker/register/pictures/1").response.body == Self.otherPNG)
        #expect(await browser.get("/maker/register/pictures/2").response.body == Self.png)
    }

    @Test func register_aPictureTheRulesRefuse_isNotKept() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        let fake = [(field: "images", filename: "a.png", data: Data("<?php".utf8))] + Self.pictures.suffix(1)
        _ = await browser.postMultipart("/maker/register", Self.fields, files: fake)
        let form = await browser.get("/maker/register").text
        #expect(!form.contains("Chosen: a.png") && !form.contains("name=\"thumbnail\" value"))
    }

    @Test func theCatalog_offersAMakerNoLikeOnTheirOwnProducts() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        let list = await browser.get("/products").text
        // Product 1 is dev-maker's; product 10 is another maker's.
        #expect(list.contains("href=\"/products/1\"") && !list.contains("action=\"/products/1/like\""))
        #expect(list.contains("action=\"/products/10/like\""))
    }

    @Test func reviewPictures_areNotKeptByTheBrowser() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        _ = await browser.postMultipart("/maker/register", Self.fields, files: Self.pictures)
        #expect(await browser.get("/maker/register/pictures/1").header("Cache-Control") == "no-store")
    }

    @Test func anUploadThatIsNotMultipart_orForAnotherAddress_isRefused() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        #expect(await browser.postMultipart("/me/edit", [("nickname", "x")], files: []).status == 403)
    }

    @Test func makerReservations_showsABookingMadeByACustomer() async {
        let app = TestBrowser.devApp(features: WebFeature.installed)
        let customer = TestBrowser(app)
        await customer.logIn()
        let booking = [
            ("product", "3"), ("option", "120"), ("time", BookingDay.at("11:00")), ("people", "1"),
            ("email", "fan@example.com"), ("phone", ""), ("place", "성수"), ("confirm", "yes"),
        ]
        #expect(await customer.post("/reservations", booking).status == 303)
        let maker = TestBrowser(app)
        await maker.logIn("dev-maker")
        let page = await maker.get("/maker/reservations")
        #expect(page.status == 200)
        #expect(page.text.contains("data-refresh=") && page.text.contains("fan@example.com"))
        #expect(await customer.get("/maker/reservations").status == 403)
    }
}
