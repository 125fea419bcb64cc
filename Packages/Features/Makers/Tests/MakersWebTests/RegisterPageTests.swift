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
}
