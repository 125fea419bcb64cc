import Foundation
import SnapFitPresentation

extension CommandResult {
    /// A failure with `hint` added (when it has none); anything else unchanged.
    func withHint(_ hint: LocalizedText?, language: Language) -> CommandResult {
        guard case .failure(let failure) = self, failure.hint == nil, let hint else { return self }
        return .failure(CommandFailure(error: failure.error, hint: hint.text(in: language)))
    }

    /// A failure with what to do about it when every command's would say the same: log in after a signed-out or
    /// expired session; check the server (naming it, and how to start the local sandbox) when it cannot be reached
    /// or is not a SnapFit server.
    /// The shell applies it to every command's result, so no command has to.
    func withGeneralHint(_ context: CommandContext, server: URL) -> CommandResult {
        guard case .failure(let failure) = self else { return self }
        switch failure.error.kind {
        case .signedOut, .sessionExpired: return withHint(CLIWords.loginHint, language: context.language)
        case .unreachable, .timedOut:
            let hint =
                server == AppConfiguration.defaultBaseURL
                ? CLIWords.startTheSandbox(server.absoluteString) : CLIWords.checkTheServer(server.absoluteString)
            return withHint(hint, language: context.language)
        case .wrongAddress: return withHint(CLIWords.checkTheServer(server.absoluteString), language: context.language)
        default: return self
        }
    }
}
