import SnapFitDomain
import SnapFitPresentation
import SnapFitWeb

/// The stand-in social login's two fields, for login and sign-up: the provider, and the token (a password field,
/// never filled in again), with why it was refused beside it.
enum SocialAccountFields {
    static func html(provider: SocialProvider, refusal: String?, _ language: Language) -> HTML {
        let choice = FormControl(
            name: "provider", label: WebWords.provider(language),
            kind: .select(SocialProvider.allCases.map { ($0.rawValue, $0.rawValue) }), value: provider.rawValue)
        var token = FormControl(
            name: "token", label: WebWords.socialToken(language), kind: .input(type: "password"), refusal: refusal,
            hint: WebWords.socialTokenHint(language))
        token.attributes = "autocomplete=\"off\""
        return "\(choice.html)\(token.html)"
    }
}
