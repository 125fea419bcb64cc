import Testing

@testable import SnapFitScaffoldKit

@Suite struct FeatureFieldTests {
    @Test func aSpec_isANameAndAKind_withTheSpellingsEachLayerNeeds() throws {
        let field = try FeatureField("startDay:date")
        #expect(field.name == "startDay")
        #expect(field.kind == .date)
        #expect(field.flag == "start-day")
        #expect(field.label == "Start day")
        #expect(field.swiftType == "String")
        #expect(try FeatureField("percent:int").swiftType == "Int")
        #expect(try FeatureField("gift:bool").placeholder == "yes|no")
    }

    @Test(arguments: [
        "title", "title:", ":text", "title:string", "Title:text", "id:int", "a-b:text", "가:text",
        "default:bool", String(repeating: "a", count: 31) + ":text",
    ])
    func aBadSpec_isRefused_sayingWhatAFieldIs(spec: String) {
        #expect(throws: ScaffoldError.self) { try FeatureField(spec) }
    }
}
