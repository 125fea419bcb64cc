import SnapFitPresentation

/// What a command produced: output to show, or a failure to report.
public enum CommandResult: Sendable {
    case success(CommandOutput)
    case failure(CommandFailure)
}

/// A command's successful output: the view model (the `data` of `--json`) and its text rendering.
public struct CommandOutput: Sendable {
    public let data: any Encodable & Sendable
    /// Lines for a terminal, already styled.
    public let lines: [String]
    /// Whether the shell or script stops after this command (`quit`).
    public let endsSession: Bool
    /// Whether the terminal is cleared before the lines (`clear`); never in `--json`.
    public let clearsScreen: Bool

    public init(
        data: any Encodable & Sendable, lines: [String], endsSession: Bool = false, clearsScreen: Bool = false
    ) {
        self.data = data
        self.lines = lines
        self.endsSession = endsSession
        self.clearsScreen = clearsScreen
    }
}

/// A failed command: the error as the user sees it and, where there is one, a hint line saying what to do.
public struct CommandFailure: Error, Sendable, Equatable {
    public let error: ErrorViewModel
    public let hint: String?

    public init(error: ErrorViewModel, hint: String? = nil) {
        self.error = error
        self.hint = hint
    }

    /// A usage error in `language`, with its hint or `fallbackHint`.
    public init(_ usage: UsageError, language: Language, fallbackHint: LocalizedText) {
        self.init(
            error: ErrorViewModel(kind: .usage, message: usage.message.text(in: language)),
            hint: (usage.hint ?? fallbackHint).text(in: language))
    }

    /// The process exit code this failure calls for.
    public var exitCode: ExitCode {
        switch error.kind {
        case .usage: .usage
        case .unreachable: .unavailable
        case .accountExists, .accountNotFound, .accountWithdrawn, .alreadyCancelled, .alreadyLiked, .answerLost,
            .cancelled, .endOfList, .forbidden, .internal, .invalidResponse, .invalidSocialToken, .makerWithdrawn,
            .needsConfirmation, .needsSignUp, .nicknameTaken, .nicknameUnchanged, .noList, .noSuchRow, .notAMaker,
            .notFound, .notLiked,
            .outcomeUnknown, .outsideList, .priceChanged, .rejected, .sessionExpired, .signedOut, .startOfList,
            .timedOut, .unavailable, .unreadableFile, .uploadFailed, .uploadRefused, .validation, .wrongAddress:
            .failure
        }
    }
}
