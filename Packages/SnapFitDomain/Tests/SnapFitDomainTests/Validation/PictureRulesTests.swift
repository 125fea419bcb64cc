import Foundation
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitDomain

struct PictureRulesTests {
    @Test func theLimits_areWhatTheStorageTakes() {
        #expect(PictureRules.maxBytes == 10_485_760)
        #expect(PictureRules.maxPixels == 50_000_000)
    }

    /// An ISO media box: its size, its type, then `content`.
    private func box(_ type: String, _ content: [UInt8]) -> [UInt8] {
        let size = 8 + content.count
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: size >> $0) } + Array(type.utf8) + content
    }

    /// An `ispe` box (a full box: version and flags, then width and height).
    private func imageSize(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        let number = { (value: UInt32) in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return box("ispe", [0, 0, 0, 0] + number(width) + number(height))
    }

    private var fileType: [UInt8] { box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)) }

    @Test func aWholePNG_upToTheLimits_isTaken() {
        #expect(PictureRules.problem(in: ImageFile.png.data) == nil)
        #expect(PictureRules.problem(in: ImageFile.png(width: 8_000, height: 6_000).data) == nil)
        #expect(PictureRules.problem(in: ImageFile.png(byteCount: PictureRules.maxBytes).data) == nil)
    }

    @Test func aPNGWithMorePixelsThanTheLimit_isRefused_howeverSmallItsFile() {
        #expect(
            PictureRules.problem(in: ImageFile.png(width: 20_000, height: 20_000).data)
                == .tooManyPixels(width: 20_000, height: 20_000))
        #expect(
            PictureRules.problem(in: ImageFile.png(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF).data)
                == .tooManyPixels(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF))
    }

    @Test func aPNGWithDataAfterItsEnd_orCutShort_orWithoutItsHeader_isMalformed() {
        let whole = ImageFile.png.data
        #expect(PictureRules.problem(in: ImageFile.png(trailing: Data("<html>".utf8)).data) == .malformed)
        #expect(PictureRules.problem(in: whole.dropLast(1)) == .malformed)
        #expect(PictureRules.problem(in: whole.prefix(8)) == .malformed)
        var noHeader = whole
        noHeader.replaceSubrange(12..<16, with: Array("tEXt".utf8))
        #expect(PictureRules.problem(in: noHeader) == .malformed)
        var overlong = whole
        overlong[11] = 0xFF
        #expect(PictureRules.problem(in: overlong) == .malformed)
    }

    @Test func aFileLargerThanTheLimit_isTooLarge() {
        #expect(PictureRules.problem(in: ImageFile.png(byteCount: PictureRules.maxBytes + 1).data) == .tooLarge)
    }

    @Test func aHEIC_withFewerBytesLeftThanABoxHeader_isMalformed_andOfTwoSizesAsLarge_theFirstIsTaken() {
        let meta = box("meta", [0, 0, 0, 0] + imageSize(30_000, 20_000) + imageSize(20_000, 30_000))
        #expect(PictureRules.problem(in: Data(fileType + meta + [0, 0, 0, 7, 0, 0, 0])) == .malformed)
        #expect(PictureRules.problem(in: Data(fileType + meta)) == .tooManyPixels(width: 30_000, height: 20_000))
    }

    @Test func aHEIC_whoseBoxesFillTheFile_isTaken_byTheSizeItsMetaBoxSays() {
        let meta = box("meta", [0, 0, 0, 0] + imageSize(320, 240) + imageSize(4_000, 3_000))
        #expect(PictureRules.problem(in: Data(fileType + meta + box("mdat", [1, 2, 3]))) == nil)
        let huge = box("meta", [0, 0, 0, 0] + imageSize(30_000, 30_000))
        #expect(
            PictureRules.problem(in: Data(fileType + huge + box("mdat", [])))
                == .tooManyPixels(width: 30_000, height: 30_000))
    }

    @Test func aHEICWithBytesAfterItsLastBox_orABoxPastTheEnd_isMalformed() {
        let meta = box("meta", [0, 0, 0, 0] + imageSize(320, 240))
        #expect(PictureRules.problem(in: ImageFile.heic.data) == nil)
        #expect(PictureRules.problem(in: Data(fileType + meta + Array("<html>".utf8))) == .malformed)
        #expect(PictureRules.problem(in: Data(fileType + meta + box("mdat", [1, 2, 3]).dropLast())) == .malformed)
    }

    @Test func aHEICThatSaysNoSize_orDoesNotStartWithItsType_isMalformed() {
        let meta = box("meta", [0, 0, 0, 0] + imageSize(320, 240))
        #expect(PictureRules.problem(in: Data(fileType + box("mdat", [1, 2, 3]))) == .malformed)
        #expect(PictureRules.problem(in: Data(fileType + box("meta", [0, 0, 0, 0] + imageSize(0, 0)))) == .malformed)
        #expect(PictureRules.problem(in: Data(meta + fileType)) == .malformed)
        // A type box whose size runs to the end of the file holds everything after it, HTML too.
        let open = [0, 0, 0, 0] + Array(fileType.dropFirst(4)) + meta + Array("<html>".utf8)
        #expect(PictureRules.problem(in: Data(open)) == .malformed)
    }

    @Test func theStructure_ofAFileWhoseFirstBoxIsNotItsType_saysNoSize_evenWithAMetaBoxThatDoes() {
        let meta = box("meta", [0, 0, 0, 0] + imageSize(320, 240))
        #expect(PictureStructure.isoMedia(fileType + meta)?.width == 320)
        #expect(PictureStructure.isoMedia(meta + fileType) == nil)
    }

    @Test func aHEICWithTwoMetaBoxes_isJudgedByTheLargestSizeEitherSays() {
        let huge = box("meta", [0, 0, 0, 0] + imageSize(30_000, 30_000))
        let small = box("meta", [0, 0, 0, 0] + imageSize(320, 240))
        #expect(
            PictureRules.problem(in: Data(fileType + huge + small)) == .tooManyPixels(width: 30_000, height: 30_000))
    }

    @Test func otherFormats_areMalformed() {
        #expect(PictureRules.problem(in: ImageFile.jpeg.data) == .malformed)
        #expect(PictureRules.problem(in: Data("<svg/>".utf8)) == .malformed)
    }

    @Test func thePixelLimit_isExact() {
        #expect(PictureRules.problem(in: ImageFile.png(width: 10_000, height: 5_000).data) == nil)
        #expect(
            PictureRules.problem(in: ImageFile.png(width: 50_000_001, height: 1).data)
                == .tooManyPixels(width: 50_000_001, height: 1))
    }

    @Test func aHEICBoxWithALargeSize_orRunningToTheEnd_fillsTheFileToo() {
        let meta = box("meta", [0, 0, 0, 0] + imageSize(320, 240))
        // A box whose 64-bit size (16: just its header) ends the file.
        let large = [0, 0, 0, 1] + Array("free".utf8) + [0, 0, 0, 0, 0, 0, 0, 16]
        #expect(PictureRules.problem(in: Data(fileType + meta + large)) == nil)
        // A last box of size 0 runs to the end of the file.
        let open = [0, 0, 0, 0] + Array("mdat".utf8) + [1, 2, 3]
        #expect(PictureRules.problem(in: Data(fileType + meta + open)) == nil)
        // A 64-bit size cut short.
        #expect(PictureRules.problem(in: Data(fileType + meta + large.dropLast())) == .malformed)
    }
}
