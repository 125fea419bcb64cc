import SnapFitDomain

/// Says which input was refused and why, in the user's language.
enum ValidationMessage {
    /// `error` worded with `label` for its field, else the kernel's label for it (a feature's field: its name).
    static func text(for error: ValidationError, label: String? = nil, language: Language) -> String {
        let reason =
            error.field == .consents
            ? language.pick(
                "서비스 이용약관, 개인정보 처리방침, 만 14세 이상 확인에 모두 동의해야 가입할 수 있습니다.",
                "the terms of service, the privacy policy and being 14 or older must all be accepted.")
            : reason(error.reason, of: error.field, language)
        return "\(label ?? field(error.field, language)): \(reason)" + expectedForm(error, language)
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
            // A product's option is typed as MIN:PRICE; a booking's, as its length in minutes.
            guard case .malformed(let value) = error.reason, value.contains(":") else {
                return language.pick(" 촬영 시간을 분 단위 숫자로 입력해 주세요 (예: 60).", " Give the length in minutes, such as 60.")
            }
            return language.pick(" 분과 가격은 0보다 커야 합니다 (MIN:PRICE).", " Minutes and price must be above 0 (MIN:PRICE).")
        case .personPrice:
            return language.pick(" 20000처럼 원 단위 숫자로 입력해 주세요.", " Use a whole number of won, such as 20000.")
        case .title:
            return language.pick(" 탭이나 줄바꿈 없이 한 줄로 입력해 주세요.", " Use one line, without tabs or line breaks.")
        default: return ""
        }
    }

    private static func field(_ field: ValidationError.Field, _ language: Language) -> String {
        switch field {
        case .consents: language.pick("필수 약관", "Required terms")
        case .nickname: language.pick("닉네임", "Nickname")
        case .vibes: language.pick("분위기", "Vibes")
        case .socialToken: language.pick("소셜 토큰", "Social token")
        case .option: language.pick("촬영 시간", "Length")
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
        case .searchWords: language.pick("검색어", "Search words")
        case .feature(let name): name
        }
    }

    private static func reason(
        _ reason: ValidationError.Reason, of field: ValidationError.Field, _ language: Language
    ) -> String {
        switch reason {
        case .required: language.pick("필수입니다.", "required.")
        case .tooShort(let min):
            language.pick(
                "\(count(min, of: field, language)) 이상이어야 합니다.", "at least \(count(min, of: field, language)).")
        case .tooLong(let max):
            language.pick("\(count(max, of: field, language)) 이하여야 합니다.", "at most \(count(max, of: field, language)).")
        case .length(let lengths):
            language.pick("\(Labels.characters(lengths, language))여야 합니다.", "\(Labels.characters(lengths, language)).")
        case .unknown(let value, let known) where field == .option && !known.isEmpty:
            language.pick(
                "\(value)분 옵션은 없습니다. \(known.joined(separator: ", "))분 중에서 고르세요.",
                "there is no \(value)-minute option; choose \(known.joined(separator: ", ")) minutes.")
        case .outOfRange(let min, let max) where field == .people:
            language.pick(
                "본인을 포함해 \(Money.grouping(min))~\(Money.grouping(max))명이어야 합니다.",
                "count everyone, you included: from \(Money.grouping(min)) to \(Money.grouping(max)).")
        case .unknown(let value, let known) where !known.isEmpty && known.count <= 10:
            listing(
                value, among: field == .vibes ? known.map { Glossary.vibes.label(for: $0, language: language) } : known,
                language)
        case .unknown(let value, _): language.pick("알 수 없는 값 '\(value)'입니다.", "'\(value)' is not a known value.")
        case .duplicate(let value): language.pick("'\(value)'이(가) 중복되었습니다.", "'\(value)' is given twice.")
        case .malformed(let value):
            language.pick("'\(value)'은(는) 올바른 형식이 아닙니다.", "'\(value)' is not in the right form.")
        case .notInFuture: language.pick("지금 이후여야 합니다 (한국 시간).", "must be in the future (Korea time).")
        case .outOfRange(let min, let max):
            language.pick(
                "\(amount(min, of: field, language))~\(amount(max, of: field, language)) 사이여야 합니다.",
                "must be from \(amount(min, of: field, language)) to \(amount(max, of: field, language)).")
        case .fileTooLarge(let name, let maxBytes):
            language.pick(
                "'\(name)'이(가) 올릴 수 있는 크기(\(maxBytes >> 20)MB)보다 큽니다.",
                "'\(name)' is larger than the \(maxBytes >> 20) MB a picture may be.")
        case .tooManyPixels(let name, let maxPixels):
            language.pick(
                "'\(name)'의 화소 수가 올릴 수 있는 \(maxPixels / 1_000_000)백만 화소보다 많습니다.",
                "'\(name)' has more than the \(maxPixels / 1_000_000) megapixels a picture may have.")
        }
    }

    private static func listing(_ value: String, among known: [String], _ language: Language) -> String {
        language.pick(
            "'\(value)'은(는) 없는 값입니다. 다음 중 하나: \(known.joined(separator: ", ")).",
            "'\(value)' is not one of \(known.joined(separator: ", ")).")
    }

    /// A length or a count with what it counts: "2 characters", "1 vibe", "8장".
    private static func count(_ number: Int, of field: ValidationError.Field, _ language: Language) -> String {
        let (korean, english): (String, String) =
            switch field {
            case .vibes: ("개", number == 1 ? "vibe" : "vibes")
            case .locations: ("곳", number == 1 ? "location" : "locations")
            case .images, .thumbnail: ("장", number == 1 ? "picture" : "pictures")
            case .option: ("개", number == 1 ? "option" : "options")
            default: ("자", number == 1 ? "character" : "characters")
            }
        return language.pick("\(number)\(korean)", "\(number) \(english)")
    }

    /// A bound of a range in its unit: people, won.
    private static func amount(_ number: Int, of field: ValidationError.Field, _ language: Language) -> String {
        switch field {
        case .people:
            language.pick("\(Money.grouping(number))명", number == 1 ? "1 person" : "\(Money.grouping(number)) people")
        case .personPrice: Money.label(number, language: language)
        default: Money.grouping(number)
        }
    }
}
