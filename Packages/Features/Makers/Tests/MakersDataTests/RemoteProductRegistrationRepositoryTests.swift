import Foundation
import MakersDomain
import SnapFitDataTestSupport
import SnapFitDomain
import SnapFitNetworkingTestSupport
import Synchronization
import Testing

@testable import MakersData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RemoteProductRegistrationRepositoryTests {
    static let png = ImageFile(name: "a.png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4]))
    static let heic = ImageFile(name: "b.heic", data: Data([0, 0, 0, 24] + Array("ftypheic".utf8) + [9, 9]))
    static let product = ProductSubmission(
        title: "한강 야경", description: "설명", vibes: ["시크"], locations: ["서울"], images: [png, heic], thumbnail: heic,
        options: [PriceOption(minutes: 60, price: 100_000)], personPrice: 10_000, isStudio: true)

    /// The signed URLs the stub hands out: `n`-th call names files `<n>-<index>`.
    private static func paths(_ request: URLRequest, call: Int) -> (Int, Data) {
        let exts =
            URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems?.map { $0.value ?? "" } ?? []
        let infos = exts.enumerated().map {
            #"{"fileName":"\#(call)-\#($0.offset).\#($0.element)","filePath":"http://storage.test/up/\#(call)-\#($0.offset)"}"#
        }
        return (200, Data(#"{"fileInfos":[\#(infos.joined(separator: ","))]}"#.utf8))
    }

    @Test func register_oneURLRequestThenAPutPerFileWithItsTypeAndNoTokenThenTheProduct() async throws {
        // Given
        let session = StubURLSession()
        let progress = Mutex<[UploadProgress]>([])
        session.respond { request in
            switch (request.httpMethod, request.url?.path) {
            case ("GET", "/snapfit/image/paths"): return Self.paths(request, call: 1)
            case ("PUT", _): return (200, Data())
            default: return (200, WireFixtures.productDetail)
            }
        }
        // When
        let created = try await RemoteProductRegistrationRepository(provider: .signedIn(session)).register(
            Self.product
        ) { update in
            progress.withLock { $0.append(update) }
        }
        // Then
        #expect(created.id == 12 && created.title == "한강 커플 스냅")
        let requests = session.requests
        #expect(requests.first?.url?.query == "ext=png&ext=heic")
        let puts = requests.filter { $0.httpMethod == "PUT" }
        #expect(Set(puts.map { $0.value(forHTTPHeaderField: "Content-Type") ?? "" }) == ["image/png", "image/heic"])
        #expect(puts.allSatisfy { $0.value(forHTTPHeaderField: "Authorization") == nil })
        let create = try #require(requests.last)
        #expect(create.httpMethod == "POST" && create.url?.path == "/snapfit/post")
        let body = try #require(try JSONSerialization.jsonObject(with: create.httpBody ?? Data()) as? [String: Any])
        #expect(
            body["imageNames"] as? [String] == ["1-0.png", "1-1.heic"] && body["thumbnail"] as? String == "1-1.heic")
        #expect(body["studio"] as? Bool == true)
        #expect(progress.withLock { $0.last }.map { ($0.completedFiles, $0.totalFiles) } ?? (0, 0) == (2, 2))
        #expect(progress.withLock { $0.last?.sentBytes } == Self.png.data.count + Self.heic.data.count)
    }

    @Test func register_byACustomer_isNotAMaker_andNothingIsUploaded() async {
        // Given: the server refuses the upload addresses with code 21
        let session = StubURLSession()
        session.respond { _ in (403, Data(#"{"errorCode":21,"message":"권한이 없습니다."}"#.utf8)) }
        // When / Then
        await #expect(throws: DomainError.notAMaker) {
            try await RemoteProductRegistrationRepository(provider: .signedIn(session)).register(Self.product) { _ in }
        }
        #expect(session.requests.map(\.httpMethod) == ["GET"])
    }

    @Test func register_expiredURL_getsNewURLsOnceForThatFile() async throws {
        let session = StubURLSession()
        let calls = Mutex(0)
        session.respond { request in
            switch (request.httpMethod, request.url?.path) {
            case ("GET", "/snapfit/image/paths"):
                return Self.paths(
                    request,
                    call: calls.withLock {
                        $0 += 1; return $0
                    })
            case ("PUT", "/up/1-1"): return (400, Data("<Error><Code>ExpiredToken</Code></Error>".utf8))
            case ("PUT", _): return (200, Data())
            default: return (200, WireFixtures.productDetail)
            }
        }
        _ = try await RemoteProductRegistrationRepository(provider: .signedIn(session)).register(Self.product) { _ in }
        let pathCalls = session.requests.filter { $0.url?.path == "/snapfit/image/paths" }
        #expect(pathCalls.map { $0.url?.query } == ["ext=png&ext=heic", "ext=heic"])
        let create = try #require(session.requests.last)
        let body = try #require(try JSONSerialization.jsonObject(with: create.httpBody ?? Data()) as? [String: Any])
        #expect(body["imageNames"] as? [String] == ["1-0.png", "2-0.heic"])
    }

    @Test func register_uploadFails_namesTheFileAndCreatesNothing() async {
        let session = StubURLSession()
        session.respond { request in
            switch (request.httpMethod, request.url?.path) {
            case ("GET", "/snapfit/image/paths"): return Self.paths(request, call: 1)
            case ("PUT", "/up/1-1"): throw URLError(.networkConnectionLost)
            case ("PUT", _): return (200, Data())
            default:
                Issue.record("no product may be created")
                return (500, Data())
            }
        }
        await #expect(throws: DomainError.uploadFailed(file: "b.heic")) {
            try await RemoteProductRegistrationRepository(provider: .signedIn(session)).register(Self.product) { _ in }
        }
    }

    @Test(arguments: [
        (413, "", UploadRefusal.tooLarge(bytes: 14)),
        (400, "<Error><Code>EntityTooLarge</Code></Error>", .tooLarge(bytes: 14)),
        (403, "<?xml version='1.0'?><Error><Code>QuotaExceeded</Code></Error>", .quotaFull),
    ])
    func register_storageRefusesAPicture_namesTheFileAndWhy_withoutAskingForNewURLs(
        status: Int, body: String, refusal: UploadRefusal
    ) async {
        // Given: the storage refuses the second picture for good
        let session = StubURLSession()
        session.respond { request in
            switch (request.httpMethod, request.url?.path) {
            case ("GET", "/snapfit/image/paths"): return Self.paths(request, call: 1)
            case ("PUT", "/up/1-1"): return (status, Data(body.utf8))
            case ("PUT", _): return (200, Data())
            default:
                Issue.record("no product may be created")
                return (500, Data())
            }
        }
        // When / Then
        await #expect(throws: DomainError.uploadRefused(file: "b.heic", refusal)) {
            try await RemoteProductRegistrationRepository(provider: .signedIn(session)).register(Self.product) { _ in }
        }
        #expect(session.requests.filter { $0.url?.path == "/snapfit/image/paths" }.count == 1)
    }

    @Test func register_oneFileFailsAndAnotherIsRefused_theRefusalIsReported_andNoURLIsAskedAgain() async {
        // Given: the first picture's PUT breaks off, the second's signature is refused for good
        let session = StubURLSession()
        session.respond { request in
            switch (request.httpMethod, request.url?.path) {
            case ("GET", "/snapfit/image/paths"): return Self.paths(request, call: 1)
            case ("PUT", "/up/1-0"): throw URLError(.networkConnectionLost)
            case ("PUT", _): return (413, Data())
            default:
                Issue.record("no product may be created")
                return (500, Data())
            }
        }
        // When / Then
        await #expect(throws: DomainError.uploadRefused(file: "b.heic", .tooLarge(bytes: 14))) {
            try await RemoteProductRegistrationRepository(provider: .signedIn(session)).register(Self.product) { _ in }
        }
        #expect(session.requests.filter { $0.url?.path == "/snapfit/image/paths" }.count == 1)
    }

    @Test func register_signatureRefused_isAFailedUpload_notRetried() async {
        let session = StubURLSession()
        session.respond { request in
            switch (request.httpMethod, request.url?.path) {
            case ("GET", "/snapfit/image/paths"): return Self.paths(request, call: 1)
            case ("PUT", "/up/1-1"): return (403, Data("<Error><Code>SignatureDoesNotMatch</Code></Error>".utf8))
            case ("PUT", _): return (200, Data())
            default:
                Issue.record("no product may be created")
                return (500, Data())
            }
        }
        await #expect(throws: DomainError.uploadFailed(file: "b.heic")) {
            try await RemoteProductRegistrationRepository(provider: .signedIn(session)).register(Self.product) { _ in }
        }
        #expect(session.requests.filter { $0.url?.path == "/snapfit/image/paths" }.count == 1)
    }
}
