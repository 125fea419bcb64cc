import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// A profile as the terminal shows it: the nickname with the role, then the vibes.
enum ProfileLines {
    static func render(_ profile: ProfileViewModel, style: TextStyle, language: Language) -> [String] {
        [
            style.bold(profile.nickname) + " (\(profile.roleLabel))",
            "  " + Labels.vibes(language) + profile.vibesLabel,
        ]
    }
}
