import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// Text put into a page is escaped; only the app's own markup goes in as it is.
@Suite struct HTMLTests {
    @Test(arguments: [
        ("성수동 데일리 프로필", "성수동 데일리 프로필"), ("a & b", "a &amp; b"), ("<>\"'", "&lt;&gt;&quot;&#39;"),
        ("스냅 <b>", "스냅 &lt;b&gt;"), ("", ""), ("&앞뒤&", "&amp;앞뒤&amp;"),
    ])
    func escape_replacesTheFiveMarkupCharacters_andKeepsEverythingElse(text: String, escaped: String) {
        var bytes: [UInt8] = []
        HTML.appendEscaped(text, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == escaped)
    }

    @Test func interpolatedText_isEscaped_andMarkupIsNot() {
        let hostile = "<script>alert('x')</script>&\"'"
        let html: HTML = "<p title=\"\(hostile)\">\(hostile)</p>\(HTML("<b>ok</b>"))"
        #expect(
            html.text
                == "<p title=\"&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;&#39;\">"
                + "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;&#39;</p><b>ok</b>")
    }
}
