import Foundation
import MakersDomain
import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitHTTPServer
import SnapFitWeb
import SnapFitWebTestSupport
import Testing

@testable import MakersWeb

/// Who may send the registration's large body: a maker just shown the form, once per form.
@MainActor
@Suite struct RegisterPageTests {
    /// The small body every other form may send.
    private let formBody = TestBrowser.app(over: StubServices()).bodyLimit(for: HTTPRequest(method: "POST", path: "/"))

    private func browser(_ useCases: UseCaseFactory) -> TestBrowser {
        TestBrowser(TestBrowser.app(over: StubServices(useCases: useCases), features: [MakersPages.feature]))
    }

    /// The catalog the registration form offers.
    private var catalog: StubReferenceDataRepository {
        var catalog = Fixtures.referenceData()
        catalog.onLocations = { [Location(id: 1, name: "서울")] }
        return catalog
    }

    private func head(_ target: String, cookie: String?) -> HTTPRequest {
        let (path, query) = (try? HTTPRequestTarget.decode(Array(target.utf8))) ?? (target, [])
        return HTTPRequest(
            method: "POST", path: path, query: query,
            headers: cookie.map { ["cookie": "snapfit_session=\($0)"] } ?? [:])
    }

    @Test func theLargeBody_isForAMakerShownTheForm_once() async throws {
        // Given: a maker who opened the registration form
        let sut = browser(
            .stubbed(accounts: .signedIn(as: Fixtures.maker), referenceData: catalog))
        let form = await sut.get("/maker/register")
        let cookie = try #require(sut.cookie)
        let action = try #require(form.text.range(of: "action=\"/maker/register?permit=")).upperBound
        let permit = String(form.text[action...].prefix { $0 != "\"" })
        // When / Then
        #expect(form.status == 200)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(permit)", cookie: nil)) == formBody)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=wrong", cookie: cookie)) == formBody)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(permit)", cookie: cookie)) == RegisterPage.upload)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(permit)", cookie: cookie)) == formBody)
        #expect(sut.app.bodyLimit(for: head("/maker/register", cookie: cookie)) == formBody)
    }

    @Test func twoTabsOfTheForm_eachSendTheirPicturesOnce() async throws {
        // Given: the form opened twice
        let sut = browser(.stubbed(accounts: .signedIn(as: Fixtures.maker), referenceData: catalog))
        func permit(of form: Page) throws -> String {
            let action = try #require(form.text.range(of: "action=\"/maker/register?permit=")).upperBound
            return String(form.text[action...].prefix { $0 != "\"" })
        }
        let first = try permit(of: await sut.get("/maker/register"))
        let second = try permit(of: await sut.get("/maker/register"))
        let cookie = try #require(sut.cookie)
        // When / Then
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(first)", cookie: cookie)) == RegisterPage.upload)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(second)", cookie: cookie)) == RegisterPage.upload)
    }

    @Test func aCustomer_isToldAtOnceThatOnlyMakersRegister_andGetsNoPermit() async {
        // Given
        let sut = browser(
            .stubbed(accounts: .signedIn(as: Fixtures.customer), referenceData: catalog))
        // When
        let page = await sut.get("/maker/register")
        // Then
        #expect(page.status == 403)
        #expect(!page.text.contains("permit="))
        #expect(!page.text.contains("register-form"))
    }

    /// The answer to `fields` sent by a maker just shown the form, with the pictures `files`.
    private func sentByAMakerShownTheForm(
        _ fields: [(String, String)], files: [(field: String, filename: String, data: Data)] = []
    ) async -> Page {
        let sut = browser(.stubbed(accounts: .signedIn(as: Fixtures.maker), referenceData: catalog))
        _ = await sut.get("/maker/register")
        return await sut.postMultipart("/maker/register", fields, files: files)
    }

    @Test func aFormSentEmpty_marksEveryRefusedFieldAtOnce_besideIt_inTheRegistrationsWords() async {
        // When: a maker shown the form sends it with nothing filled in
        let page = await sentByAMakerShownTheForm(
            [("title", ""), ("description", ""), ("option-minutes", ""), ("option-price", ""), ("personPrice", "")])
        // Then: every field is marked, each with why beside it, and nothing reads as the booking's
        #expect(page.status == 400)
        #expect(page.text.components(separatedBy: "aria-invalid=\"true\"").count - 1 >= 3)
        for field in ["title", "description", "images", "options", "personPrice"] {
            #expect(page.text.contains("id=\"\(field)-error\""), "\(field) is not marked")
        }
        #expect(!page.text.contains("Give the length in minutes, such as 60"))
    }

    @Test func optionsAreRowsOfMinutesAndPrice_keptAsTyped_withAnEmptyRowToAddOne() async {
        // When: two rows, one of them half filled in, and an empty one
        let page = await sentByAMakerShownTheForm([
            ("title", "노을"), ("option-minutes", "60"), ("option-price", "120000"), ("option-minutes", "90"),
            ("option-price", ""), ("option-minutes", ""), ("option-price", ""),
        ])
        // Then: the two rows come back as typed, then one empty row; the half one is why the options are refused
        #expect(page.text.contains("id=\"option-minutes-1\" name=\"option-minutes\""))
        #expect(page.text.contains("value=\"120000\""))
        #expect(page.text.contains("id=\"option-minutes-3\""))
        #expect(!page.text.contains("id=\"option-minutes-4\""))
        #expect(
            page.text.contains("id=\"options-error\"") && page.text.contains("needs both its minutes and its price"))
        #expect(page.text.contains("id=\"add-option\" data-script-only hidden"))
    }

    @Test func theThumbnail_isChosenAmongThePicturesKept_theFirstByDefault() async throws {
        // Given: two pictures
        let pictures = [
            (field: "images", filename: "a.png", data: ImageFile.png(byteCount: 72).data),
            (field: "images", filename: "b.png", data: ImageFile.png(byteCount: 73).data),
        ]
        // When: sent with a refused title
        let page = await sentByAMakerShownTheForm([("title", "")], files: pictures)
        // Then: both are offered as the thumbnail, the first checked; the pictures' field takes JPEG too
        #expect(page.text.contains("id=\"thumbnail-1\" name=\"thumbnail\" value=\"1\" checked"))
        #expect(page.text.contains("<label for=\"thumbnail-2\">b.png</label>"))
        #expect(page.text.contains("image/jpeg"))
        #expect(!page.text.contains("id=\"thumbnail-error\""))
    }
}
