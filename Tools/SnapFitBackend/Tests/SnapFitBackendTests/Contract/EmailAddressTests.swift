import Testing

@testable import SnapFitBackend

/// `ReservationCreate.email` is checked as Hibernate Validator's `@Email` checks it.
@Suite struct EmailAddressTests {
    @Test(arguments: [
        "a..b@c.d", ".a@b.c", "a.@b.c", String(repeating: "a", count: 65) + "@b.c", "a@b.", "a@.b", "a@b..c",
        "a@-b.c", "a@b-.c", "ab.c", "a b@c.d", "a@" + String(repeating: "b", count: 64) + ".c", "😀@b.c",
    ])
    func malformedAddress_isRefused(address: String) {
        #expect(!EmailAddress.isValid(address))
    }

    @Test(arguments: [
        "a@b.com", "a.b+c@d", String(repeating: "a", count: 64) + "@b.c", "\"a b\"@c.d", "a@[127.0.0.1]",
        "a@[IPv6:::1]", "한글@도메인.한국", "a@b--c.d", "",
    ])
    func wellFormedAddress_passes(address: String) {
        #expect(EmailAddress.isValid(address))
    }
}
