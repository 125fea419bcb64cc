import AccountsDomain
import SnapFitDomain
import SnapFitPresentation
import Testing

@testable import AccountsPresentation

@Suite struct SignUpTermsTests {
    @Test func eachTermsKey_givesItsConsent_andOnlyTheThreeRequiredAcceptTheRequiredTerms() {
        let keys = SignUpPresenter.termsViewModel(language: .english).terms.map(\.key)
        let all = SignUpScene.LoadTerms.consents(accepting: Set(keys))
        #expect(
            all == SignUpConsents(serviceTerms: true, privacyPolicy: true, agedFourteenOrOver: true, marketing: true))
        let required = SignUpPresenter.termsViewModel(language: .english).terms.filter(\.required).map(\.key)
        let onlyRequired = SignUpScene.LoadTerms.consents(accepting: Set(required))
        #expect(onlyRequired.requiredAccepted && !onlyRequired.marketing)
        #expect(!SignUpScene.LoadTerms.consents(accepting: ["service", "privacy", "marketing"]).requiredAccepted)
        #expect(
            SignUpScene.LoadTerms.consents(accepting: ["<unknown>"]) == SignUpScene.LoadTerms.consents(accepting: []))
    }
}
