import Foundation
import Testing

@testable import SnapFitWeb

@Suite struct MultipartFormTests {
    private static let type = "multipart/form-data; boundary=XyZ"

    private func body(_ text: String) -> Data { Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) }

    @Test func readsFieldsAndFiles_inOrder_skippingEmptyFiles_andFolderNames() throws {
        let form = try #require(
            MultipartForm(
                body: body(
                    """
                    --XyZ
                    Content-Disposition: form-data; name="title"

                    새 상품; "quoted"
                    --XyZ
                    Content-Disposition: form-data; name="images"; filename="C:\\\\photos\\\\a.png"
                    Content-Type: image/png

                    AAA
                    --XyZ
                    Content-Disposition: form-data; name="images"; filename="b.png"

                    BB
                    --XyZ
                    Content-Disposition: form-data; name="thumbnail"; filename=""


                    --XyZ--

                    """), contentType: Self.type))
        #expect(form.fields["title"] == "새 상품; \"quoted\"")
        #expect(form.files.filter { $0.field == "images" }.map(\.filename) == ["a.png", "b.png"])
        #expect(
            form.files.filter { $0.field == "images" }.map { String(decoding: $0.data, as: UTF8.self) } == [
                "AAA", "BB",
            ])
        #expect(form.files.filter { $0.field == "thumbnail" }.isEmpty)
    }

    @Test func aQuotedBoundary_isRead_caseKept() throws {
        let form = try #require(
            MultipartForm(
                body: body("--aBc\nContent-Disposition: form-data; name=\"x\"\n\n1\n--aBc--\n"),
                contentType: "Multipart/Form-Data; boundary=\"aBc\""))
        #expect(form.fields["x"] == "1")
    }

    @Test(arguments: [
        ("text/plain; boundary=XyZ", "--XyZ--\n"),
        ("multipart/form-data", "--XyZ--\n"),
        (type, "garbage"),
        (type, "--XyZ\nContent-Disposition: form-data; name=\"x\"\n\nno end"),
        (type, "--XyZ\nContent-Disposition: form-data; name=\"x\""),
        (type, ""),
    ])
    func aBodyThatIsNotWellFormed_isRefused(contentType: String, text: String) {
        #expect(MultipartForm(body: body(text), contentType: contentType) == nil)
    }

    @Test func aPartWithoutHeaders_isSkipped_andTheNextStillRead() throws {
        let form = try #require(
            MultipartForm(
                body: body("--XyZ\n\nstray\n--XyZ\nContent-Disposition: form-data; name=\"x\"\n\n1\n--XyZ--\n"),
                contentType: Self.type))
        #expect(form.fields.pairs.count == 1 && form.fields["x"] == "1")
    }

    @Test func aTextFieldLongerThanAWholeForm_isRefused() {
        let long = String(repeating: "a", count: MultipartForm.maxFieldBytes + 1)
        let text = "--XyZ\nContent-Disposition: form-data; name=\"description\"\n\n\(long)\n--XyZ--\n"
        #expect(MultipartForm(body: body(text), contentType: Self.type) == nil)
    }

    @Test func partsPastTheLimit_areSkipped() throws {
        let parts = (0...MultipartForm.maxParts).map { "--XyZ\nContent-Disposition: form-data; name=\"f\($0)\"\n\nv\n" }
        let form = try #require(MultipartForm(body: body(parts.joined() + "--XyZ--\n"), contentType: Self.type))
        #expect(form.fields.pairs.count == MultipartForm.maxParts)
    }
}
