import SnapFitDomain

/// Says which input was refused and why, in the user's language.
enum ValidationMessage {
    static func text(for error: ValidationError, language: Language) -> String {
        let reason =
            error.field == .consents
            ? language.pick(
                "서비스 이용약관, 개인정보 처리방침, 만 14세 이상 확인에 모두 동의해야 가입할 수 있습니다.",
                "the terms of service, the privacy policy and being 14 or older must all be accepted.")
            : reason(error.reason, language)
        return "\(field(error.field, language)): \(reason)"
    }

    private static func field(_ field: ValidationError.Field, _ language: Language) -> String {
        switch field {
        case .consents: language.pick("필수 약관", "Required terms")
        case .nickname: language.pick("닉네임", "Nickname")
        case .vibes: language.pick("분위기", "Vibes")
        case .socialToken: language.pick("소셜 토큰", "Social token")
        }
    }

    private static func reason(_ reason: ValidationError.Reason, _ language: Language) -> String {
        switch reason {
        case .required: language.pick("필수입니다.", "required.")
        case .tooShort(let min): language.pick("\(min) 이상이어야 합니다.", "at least \(min).")
        case .tooLong(let max): language.pick("\(max) 이하여야 합니다.", "at most \(max).")
        case .unknown(let value): language.pick("알 수 없는 값 '\(value)'입니다.", "'\(value)' is not a known value.")
        case .duplicate(let value): language.pick("'\(value)'이(가) 중복되었습니다.", "'\(value)' is given twice.")
        }
    }
}
