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
        return "\(field(error.field, language)): \(reason)" + expectedForm(error, language)
    }

    /// For a value in the wrong form, the form that is expected.
    private static func expectedForm(_ error: ValidationError, _ language: Language) -> String {
        guard case .malformed = error.reason else { return "" }
        switch error.field {
        case .time:
            return language.pick(" 'YYYY-MM-DD HH:MM' (한국 시간)으로 입력해 주세요.", " Use 'YYYY-MM-DD HH:MM' (Korea time).")
        case .phone:
            return language.pick(
                " 010-1234-5678 같은 휴대폰 번호를 입력해 주세요.", " Use a Korean mobile number such as 010-1234-5678.")
        case .email: return language.pick(" name@example.com 형식으로 입력해 주세요.", " Use the form name@example.com.")
        case .images, .thumbnail:
            return language.pick(
                " png, heic, heif 사진만 올릴 수 있습니다.", " Only png, heic and heif pictures can be uploaded.")
        case .option:
            return language.pick(" 분과 가격은 0보다 커야 합니다 (MIN:PRICE).", " Minutes and price must be above 0 (MIN:PRICE).")
        default: return ""
        }
    }

    private static func field(_ field: ValidationError.Field, _ language: Language) -> String {
        switch field {
        case .consents: language.pick("필수 약관", "Required terms")
        case .nickname: language.pick("닉네임", "Nickname")
        case .vibes: language.pick("분위기", "Vibes")
        case .socialToken: language.pick("소셜 토큰", "Social token")
        case .option: language.pick("옵션(분)", "Option (minutes)")
        case .time: language.pick("예약 일시", "Time")
        case .people: language.pick("인원", "People")
        case .email: language.pick("이메일", "Email")
        case .phone: language.pick("전화번호", "Phone")
        case .place: language.pick("장소", "Place")
        case .reason: language.pick("취소 사유", "Reason")
        case .title: language.pick("제목", "Title")
        case .description: language.pick("설명", "Description")
        case .locations: language.pick("지역", "Locations")
        case .images: language.pick("사진", "Images")
        case .thumbnail: language.pick("대표 사진", "Thumbnail")
        case .personPrice: language.pick("1인 추가 금액", "Per-person price")
        }
    }

    private static func reason(_ reason: ValidationError.Reason, _ language: Language) -> String {
        switch reason {
        case .required: language.pick("필수입니다.", "required.")
        case .tooShort(let min): language.pick("\(min) 이상이어야 합니다.", "at least \(min).")
        case .tooLong(let max): language.pick("\(max) 이하여야 합니다.", "at most \(max).")
        case .unknown(let value): language.pick("알 수 없는 값 '\(value)'입니다.", "'\(value)' is not a known value.")
        case .duplicate(let value): language.pick("'\(value)'이(가) 중복되었습니다.", "'\(value)' is given twice.")
        case .malformed(let value):
            language.pick("'\(value)'은(는) 올바른 형식이 아닙니다.", "'\(value)' is not in the right form.")
        case .notInFuture: language.pick("지금 이후여야 합니다 (한국 시간).", "must be in the future (Korea time).")
        case .outOfRange(let min, let max):
            language.pick("\(min)~\(max) 사이여야 합니다.", "must be between \(min) and \(max).")
        case .fileTooLarge(let name, let maxBytes):
            language.pick(
                "'\(name)'이(가) 올릴 수 있는 크기(\(maxBytes >> 20)MB)보다 큽니다.",
                "'\(name)' is larger than the \(maxBytes >> 20) MB a picture may be.")
        }
    }
}
