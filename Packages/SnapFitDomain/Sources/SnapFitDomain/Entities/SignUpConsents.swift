/// The terms a new user agrees to: three required ones and the optional marketing consent.
public struct SignUpConsents: Sendable, Equatable {
    public var serviceTerms: Bool
    public var privacyPolicy: Bool
    public var agedFourteenOrOver: Bool
    public var marketing: Bool

    public init(serviceTerms: Bool, privacyPolicy: Bool, agedFourteenOrOver: Bool, marketing: Bool) {
        self.serviceTerms = serviceTerms
        self.privacyPolicy = privacyPolicy
        self.agedFourteenOrOver = agedFourteenOrOver
        self.marketing = marketing
    }

    /// Whether all three required terms are accepted.
    public var requiredAccepted: Bool { serviceTerms && privacyPolicy && agedFourteenOrOver }
}
