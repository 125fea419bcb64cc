import Foundation
import Testing

@Suite struct PNGSizeTests {
    @Test func readsWidthAndHeight_fromTheHeader() {
        #expect(PNGSize(TestImages.red) == PNGSize(width: 64, height: 48))
    }

    @Test func notAPNG_isNil() {
        #expect(PNGSize(Data("GIF89a and more bytes than twenty-four".utf8)) == nil)
        #expect(PNGSize(TestImages.red.prefix(20)) == nil)
    }
}
