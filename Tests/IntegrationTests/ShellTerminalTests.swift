import Foundation
import SnapFitSandbox
import Testing

/// The shell on a real (pseudo) terminal, driven with the bytes keys send: editing, history, Tab, Ctrl-C and Ctrl-D.
@Suite("the shell on a terminal", .serialized)
struct ShellTerminalTests {
    @Test func keys_editComplete_recall_interrupt_andEnd() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-tty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try PseudoTerminal(arguments: ["--home", home.path, "--lang", "en", "--no-color"])
        #expect(await terminal.wait(for: "snapfit> "))
        // Left moves back one column, and typing goes in there.
        terminal.type("vibs\u{1B}[De\r")
        #expect(
            await terminal.wait(for: "\u{1B}[1D", "러블리 (lovely)", "snapfit> "))
        // Ctrl-C drops the line, and the shell goes on.
        terminal.type("abc\u{03}")
        #expect(await terminal.wait(for: "^C", "snapfit> "))
        // Up brings back the last command.
        terminal.type("\u{1B}[A\r")
        #expect(await terminal.wait(for: "Vibes", "snapfit> "))
        // Tab completes a command.
        terminal.type("loca\t\r")
        #expect(await terminal.wait(for: "locations ", "제주", "snapfit> "))
        // Ctrl-C ends a walk-through, not the shell; Ctrl-D at a question ends the question only.
        terminal.type("login kakao dev-customer\r")
        #expect(await terminal.wait(for: "You are signed in.", "snapfit> "))
        terminal.type("reserve 1\r")
        #expect(await terminal.wait(for: "Option (minutes): "))
        terminal.type("\u{03}")
        #expect(await terminal.wait(for: "Stopped: nothing was booked.", "snapfit> "))
        terminal.type("withdraw\r")
        #expect(await terminal.wait(for: "(y/N) "))
        terminal.type("\u{04}")
        #expect(await terminal.wait(for: "Your account is kept.", "snapfit> "))
        // Ctrl-D at an empty prompt quits.
        terminal.type("\u{04}")
        #expect(await terminal.exitStatus() == 0)
        let history = try String(contentsOf: home.appendingPathComponent("history"), encoding: .utf8)
        #expect(history.contains("login kakao ***") && !history.contains("dev-customer"))
    }

    @Test(.timeLimit(.minutes(1)))
    func slowRequest_showsHowLongItWaits_andCtrlCCancelsItWithoutEndingTheShell() async throws {
        // Given: a sandbox that takes 4 s to list products
        let sandbox = try await Sandbox.start(SandboxOptions())
        defer { sandbox.stop() }
        await sandbox.backend.setDelay(4, for: "GET /snapfit/posts/all")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-tty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try PseudoTerminal(arguments: [
            "--phase", "real", "--base-url", sandbox.baseURL.absoluteString, "--home", home.path, "--lang", "en",
            "--no-color",
        ])
        #expect(await terminal.wait(for: "snapfit(real)> "))
        terminal.type("login kakao dev-customer\r")
        #expect(await terminal.wait(for: "You are signed in.", "snapfit(real)> "))
        // When: the list is asked for; past a second the status line says how long it has waited
        terminal.type("products\r")
        #expect(await terminal.wait(for: "waiting for the server… 1."))
        // Then: Ctrl-C cancels the request at once, and the shell goes on
        terminal.type("\u{03}")
        #expect(await terminal.wait(for: "Interrupted.", seconds: 3))
        #expect(await terminal.wait(for: "snapfit(real)> "))
        #expect(!terminal.output.contains("cancelled"))
        terminal.type("vibes\r")
        #expect(await terminal.wait(for: "러블리 (lovely)", "snapfit(real)> "))
        terminal.type("\u{04}")
        #expect(await terminal.exitStatus() == 0)
    }
}
