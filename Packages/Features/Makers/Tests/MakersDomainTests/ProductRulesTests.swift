import Foundation
import MakersDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct ProductRulesTests {
    private let known = [Location(id: 1, name: "서울"), Location(id: 2, name: "부산"), Location(id: 3, name: "제주")]

    /// Why `check` was refused, when it was.
    private func refusal(_ check: () throws -> Void) -> ValidationError.Reason? {
        do {
            try check()
            return nil
        } catch DomainError.validation(let error) {
            return error.reason
        } catch {
            return nil
        }
    }

    @Test func locations_takeOneOrTwo_namedOrNumbered_noneTwice() throws {
        #expect(refusal { _ = try ProductRules.locations([], known: known) } == .tooShort(min: 1))
        #expect(try ProductRules.locations(["서울"], known: known) == ["서울"])
        #expect(try ProductRules.locations(["1"], known: [Location(id: 1, name: "서울")]) == ["서울"])
        #expect(try ProductRules.locations(["서울", "2"], known: known) == ["서울", "부산"])
        #expect(refusal { _ = try ProductRules.locations(["서울", "부산", "제주"], known: known) } == .tooLong(max: 2))
        #expect(refusal { _ = try ProductRules.locations(["서울", "1"], known: known) } == .duplicate("서울"))
        #expect(
            refusal { _ = try ProductRules.locations(["평양"], known: known) }
                == .unknown("평양", known: ["서울", "부산", "제주"]))
    }

    @Test func images_takeOneToEight_ofAKnownFormat_upToTheSizeLimit() throws {
        #expect(refusal { _ = try ProductRules.images([]) } == .tooShort(min: 1))
        #expect(try ProductRules.images([.png]).count == 1)
        #expect(try ProductRules.images(Array(repeating: .png, count: 8)).count == 8)
        #expect(refusal { _ = try ProductRules.images(Array(repeating: .png, count: 9)) } == .tooLong(max: 8))
        // A JPEG, what cameras make, is named as a format the upload does not take, so the form can say to convert it.
        #expect(
            refusal { _ = try ProductRules.images([.jpeg]) } == .unknown("c.jpg", known: ["png", "heic", "heif"]))
        let largest = ImageFile.png(name: "big.png", byteCount: PictureRules.maxBytes)
        let tooLarge = ImageFile.png(name: "huge.png", byteCount: PictureRules.maxBytes + 1)
        #expect(try ProductRules.images([largest]).count == 1)
        #expect(
            refusal { _ = try ProductRules.images([tooLarge]) }
                == .fileTooLarge("huge.png", maxBytes: PictureRules.maxBytes))
        let bomb = ImageFile.png(name: "bomb.png", width: 20_000, height: 20_000)
        #expect(
            refusal { _ = try ProductRules.images([bomb]) }
                == .tooManyPixels("bomb.png", maxPixels: PictureRules.maxPixels))
        let page = ImageFile.png(name: "page.png", trailing: Data("<html><script>alert(1)</script>".utf8))
        #expect(refusal { _ = try ProductRules.images([page]) } == .malformed("page.png"))
    }

    @Test func thumbnail_isExactlyOnePicture() throws {
        #expect(refusal { _ = try ProductRules.thumbnail([]) } == .required)
        #expect(try ProductRules.thumbnail([.heic]) == .heic)
        #expect(refusal { _ = try ProductRules.thumbnail([.png, .heic]) } == .tooLong(max: 1))
    }

    @Test func options_needOneAtLeast_eachOfSomeMinutesAndSomePrice_noLengthTwice() throws {
        #expect(refusal { _ = try ProductRules.options([]) } == .required)
        #expect(try ProductRules.options([PriceOption(minutes: 1, price: 1)]).count == 1)
        #expect(refusal { _ = try ProductRules.options([PriceOption(minutes: 0, price: 1)]) } == .malformed("0:1"))
        #expect(refusal { _ = try ProductRules.options([PriceOption(minutes: 1, price: 0)]) } == .malformed("1:0"))
        let twice = [PriceOption(minutes: 60, price: 1), PriceOption(minutes: 60, price: 2)]
        #expect(refusal { _ = try ProductRules.options(twice) } == .duplicate("60"))
    }

    @Test func personPrice_isFromNothingToAHundredMillion() throws {
        #expect(try ProductRules.personPrice(0) == 0)
        #expect(try ProductRules.personPrice(100_000_000) == 100_000_000)
        for price in [-1, 100_000_001] {
            #expect(refusal { _ = try ProductRules.personPrice(price) } == .outOfRange(min: 0, max: 100_000_000))
        }
    }

    @Test func titleAndDescription_areTrimmedAndBounded() throws {
        #expect(try ProductRules.title("  노을  ") == "노을")
        #expect(try ProductRules.title("가") == "가")
        #expect(refusal { _ = try ProductRules.title(" ") } == .tooShort(min: 1))
        #expect(try ProductRules.title(String(repeating: "가", count: 128)).count == 128)
        #expect(refusal { _ = try ProductRules.title(String(repeating: "가", count: 129)) } == .tooLong(max: 128))
        #expect(try ProductRules.description(String(repeating: "a", count: 4000)).count == 4000)
        #expect(
            refusal { _ = try ProductRules.description(String(repeating: "a", count: 4001)) } == .tooLong(max: 4000))
    }
}
