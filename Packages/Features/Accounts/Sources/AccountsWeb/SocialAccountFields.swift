import SnapFitDomain
import SnapFitPresentation
import SnapFitWeb

/// The social login's two fields, for login and sign-up: the provider, and the token, with `hint` under it and why it
/// was refused beside it. In DEV the token is the stand-in's account id, shown and kept as typed when the form comes
/// back; in REAL it is a real access token, a secret: a password field, never written back.
enum SocialAccountFields {
    static func html(
        provider: SocialProvider, token: String, hint: String, refusal: String?, isDEV: Bool, _ language: Language
    ) -> HTML {
        let choice = FormControl(
            name: "provider", label: WebWords.provider(language),
            kind: .select(SocialProvider.allCases.map { ($0.rawValue, $0.rawValue) }), value: provider.rawValue)
        var field = FormControl(
            name: "token", label: WebWords.socialToken(language), kind: .input(type: isDEV ? "text" : "password"),
            value: isDEV ? token : "", refusal: refusal, hint: hint)
        field.attributes = "autocomplete=\"off\" autocapitalize=\"none\" spellcheck=\"false\""
        return "\(choice.html)\(field.html)"
    }
}
