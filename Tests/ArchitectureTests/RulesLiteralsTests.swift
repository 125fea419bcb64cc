import Foundation
import Testing

/// The apps (and the features' commands and pages) show and enforce the rules Domain owns, never copies of them: no range of digits in their words and no
/// digit in a form's limit attribute; they interpolate the rule constants.
@Suite struct RulesLiteralsTests {
    /// A range such as `2–8` or `1-128`, and a limit attribute such as `maxlength="100"` or `min=\"1\"`.
    static func copiedRules(in text: String) -> [String] {
        let range = #/[0-9]+\s*[–-]\s*[0-9]+\s*(자|개|곳|장|characters|of them|vibes|new vibes|regions)/#
        let limit = #/(maxlength|minlength|min|max)=\\?"[0-9]/#
        // A progress bar's `max` is a percentage, not a rule.
        return text.split(separator: "\n").filter { line in
            line.contains(range) || (line.contains(limit) && !line.contains("<progress"))
        }.map(String.init)
    }

    @Test func appSources_copyNoRule() throws {
        // Given
        let files = try RepositoryTree.files(under: RepositoryTree.root())
            .filter { file in
                (file.path.hasPrefix("Apps/") && file.path.contains("/Sources/"))
                    || file.path.contains(#/^Packages/Features/\w+/Sources/\w+(CLI|Web)//#)
            }
        // When
        let copies = files.flatMap { file in Self.copiedRules(in: file.text).map { "\(file.path): \($0)" } }
        // Then
        #expect(!files.isEmpty)
        #expect(copies.isEmpty, "rules written as literals:\n\(copies.joined(separator: "\n"))")
    }

    @Test func theCheck_findsEachKindOfCopy() {
        #expect(Self.copiedRules(in: #"LocalizedText("닉네임 (2–8자)", "the nickname (2–8 characters)")"#).count == 1)
        #expect(Self.copiedRules(in: #"<input maxlength="100">"#).count == 1)
        #expect(Self.copiedRules(in: #"attributes = "min=\"1\" inputmode""#).count == 1)
        #expect(Self.copiedRules(in: #"max=\"\(ReservationRules.people.upperBound)\""#).isEmpty)
        #expect(Self.copiedRules(in: "usual hours 06:00–22:00").isEmpty)
        #expect(Self.copiedRules(in: #"<progress max="100" value="0">"#).isEmpty)
    }
}
