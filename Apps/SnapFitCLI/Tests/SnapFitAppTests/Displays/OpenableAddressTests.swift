import Testing

@testable import SnapFitApp

/// Only addresses that open are printed: DEV's stand-in origin under `.invalid` never resolves.
@Suite struct OpenableAddressTests {
    @Test(arguments: [
        ("http://127.0.0.1:8081/storage/a.png", true), ("https://cdn.snapfit.kr/a.png", true),
        ("http://dev.snapfit.invalid/storage/a.png", false), ("http://INVALID/a.png", false), ("not a url", false),
    ])
    func anAddressOpens_unlessItsHostCanNeverResolve(address: String, opens: Bool) {
        #expect(OpenableAddress.opens(address) == opens)
    }
}
