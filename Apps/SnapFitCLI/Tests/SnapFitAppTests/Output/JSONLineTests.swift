import SnapFitPresentation
import Testing

@testable import SnapFitApp

@Suite struct JSONLineTests {
    @Test func rendered_success_isOneLineWithCommandOkAndData() {
        // Given
        let output = CommandOutput(data: EchoCommand.ViewModel(text: "줄\n바꿈 \"a/b\"", tags: []), lines: [])
        // When
        let line = JSONLine(command: "echo", result: .success(output)).rendered()
        // Then
        #expect(line == #"{"command":"echo","ok":true,"data":{"tags":[],"text":"줄\n바꿈 \"a/b\""}}"#)
        #expect(!line.contains("\n"))
    }

    @Test func rendered_failure_hasTheErrorKindMessageAndNextStep() {
        let failure = CommandFailure(error: ErrorViewModel(kind: .unreachable, message: "down"), hint: "ignored")
        let line = JSONLine(command: "vibes", result: .failure(failure)).rendered()
        #expect(
            line
                == #"{"command":"vibes","ok":false,"error":{"kind":"unreachable","message":"down","nextAction":"reach_server"}}"#
        )
    }
}
