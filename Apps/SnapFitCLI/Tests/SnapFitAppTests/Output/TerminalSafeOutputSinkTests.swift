import SnapFitAppTestSupport
import Testing

@testable import SnapFitApp

struct TerminalSafeOutputSinkTests {
    @Test @MainActor func everyLineTheAppPrints_isTerminalSafe() async {
        // When: a command echoed back in the error carries a screen clear
        let outcome = await runCommand(["\u{1B}[2Jnope"])
        // Then
        #expect(!outcome.standardError.joined().contains("\u{1B}[2J"))
        #expect(outcome.standardError.joined().contains("␛[2Jnope"))
    }
}
