import SnapFitDomain
import SnapFitPresentation
import SnapFitWeb

/// The stand-in social login's two fields, for login and sign-up: the provider, and the token, kept as typed when
/// the form comes back (the stand-in's token is the account's id, not a secret: a real social login is never typed),
/// with `hint` under it and why it was refused beside it.
enum SocialAccountFields {
    static func html(
        provider: SocialProvider, token: String, hint: String, refusal: String?, _ language: Language
    ) -> HTML {
        let choice = FormControl(
            name: "provider", label: WebWords.provider(language),
            kind: .select(SocialProvider.allCases.map { ($0.rawValue, $0.rawValue) }), value: provider.rawValue)
        var field = FormControl(
            name: "token", label: WebWords.socialToken(language), value: token, refusal: refusal, hint: hint)
        field.attributes = "autocomplete=\"off\" autocapitalize=\"none\" spellcheck=\"false\""
        return "\(choice.html)\(field.html)"
    }
}
