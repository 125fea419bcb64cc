import Testing

@testable import SnapFitWeb

/// The session id is found in a `Cookie` header however its pairs are spaced, and links' queries are percent-encoded.
@Suite struct CookieAndQueryTests {
    @Test(arguments: [
        ("snapfit_session=abc", "abc"), ("theme=dark; snapfit_session=abc", "abc"),
        ("a=1,\t snapfit_session = abc \t; b=2", "abc"),
    ])
    func sessionID_isTheValueOfItsPair_withoutTheSpacesAroundIt(header: String, id: String) {
        #expect(SessionCookie.id(in: header) == id)
    }

    @Test(arguments: [
        nil, "", "snapfit_session=", "snapfit_session= \t ", "snapfit_sessionX=abc", "other=snapfit_session",
        "  ;  , =",
    ])
    func sessionID_isNil_withoutItsPair(header: String?) {
        #expect(SessionCookie.id(in: header) == nil)
    }

    @Test func encode_keepsTheUnreservedCharacters_andPercentEncodesEveryOtherByte() {
        #expect(QueryString.encode("러블리 a~b/c-_.") == "%EB%9F%AC%EB%B8%94%EB%A6%AC%20a~b%2Fc-_.")
        #expect(QueryString.encode("AZaz09&=?#%") == "AZaz09%26%3D%3F%23%25")
    }

    @Test func path_addsOnlyThePairsWithValues_toAnyQueryItHasAlready() {
        #expect(
            QueryString.path("/products", [("vibe", "빈티지"), ("layout", nil)])
                == "/products?vibe=%EB%B9%88%ED%8B%B0%EC%A7%80")
        #expect(QueryString.path("/products?q=a", [("count", "40")]) == "/products?q=a&count=40")
        #expect(QueryString.path("/likes", [("layout", nil)]) == "/likes")
    }
}
