import SnapFitDomain
import SnapFitPresentation
import Testing

@Suite struct ErrorViewModelTests {
    @Test func rejected_speaksTheUsersLanguage_andQuotesTheServerAside() {
        let error = DomainError.rejected(status: 400, serverText: "올바르지 않은 요청입니다.")
        #expect(
            ErrorViewModel(error, language: .english).message
                == "The server refused the request (HTTP 400). The server said: 올바르지 않은 요청입니다.")
        #expect(
            ErrorViewModel(.rejected(status: 502, serverText: nil), language: .english).message
                == "The server refused the request (HTTP 502).")
        #expect(ErrorViewModel(error, language: .korean).message.hasPrefix("서버가 요청을 거절했습니다 (HTTP 400)."))
    }

    @Test func wrongAddress_saysTheServerAnsweredButDoesNotOfferThePath_inEitherLanguage() {
        let english = ErrorViewModel(.wrongAddress(path: "/snapfit/gift-cards"), language: .english)
        #expect(english.kind == .wrongAddress)
        #expect(
            english.message.hasPrefix("The server at this address answered, but it does not offer /snapfit/gift-cards"))
        #expect(!english.message.contains("토큰"))
        #expect(
            ErrorViewModel(.wrongAddress(path: "/snapfit/vibes"), language: .korean).message.hasPrefix(
                "이 주소의 서버는 응답했지만 /snapfit/vibes"))
    }

    @Test func validation_namesTheFieldAndTheLimit() {
        let error = DomainError.validation(.init(field: .nickname, reason: .tooLong(max: 8)))
        #expect(
            ErrorViewModel(error, language: .english)
                == .init(kind: .validation, message: "Nickname: at most 8 characters."))
        #expect(ErrorViewModel(error, language: .korean).message == "닉네임: 8자 이하여야 합니다.")
    }

    @Test func validation_saysWhatIsAllowed_inItsUnits() {
        let cases: [(ValidationError, String)] = [
            (
                .init(field: .option, reason: .unknown("45", known: ["30", "60"])),
                "Length: there is no 45-minute option; choose 30, 60 minutes."
            ),
            (
                .init(field: .people, reason: .outOfRange(min: 1, max: 10_001)),
                "People: count everyone, you included: from 1 to 10,001."
            ),
            (.init(field: .vibes, reason: .tooLong(max: 2)), "Vibes: at most 2 vibes."),
            (.init(field: .title, reason: .length(1...40)), "Title: 1–40 characters."),
            (
                .init(field: .title, reason: .malformed(#"a\tb"#)),
                #"Title: 'a\tb' is not in the right form. Use one line, without tabs or line breaks."#
            ),
            (.init(field: .images, reason: .tooShort(min: 1)), "Images: at least 1 picture."),
            (
                .init(field: .personPrice, reason: .outOfRange(min: 0, max: 100_000_000)),
                "Per-person price: must be from ₩0 to ₩100,000,000."
            ),
            (
                .init(field: .locations, reason: .unknown("x", known: (1...17).map(String.init))),
                "Locations: 'x' is not a known value."
            ),
        ]
        for (error, message) in cases {
            #expect(ErrorViewModel(.validation(error), language: .english).message == message)
        }
        let unknownLocation = ValidationError(field: .locations, reason: .unknown("x", known: []))
        #expect(ErrorViewModel(.validation(unknownLocation), language: .english).nextAction == .showLocations)
    }

    @Test func nicknameUnchanged_explainsHowToChangeOnlyTheVibes() {
        let viewModel = ErrorViewModel(.nicknameUnchanged, language: .english)
        #expect(viewModel.kind == .nicknameUnchanged)
        #expect(viewModel.message.contains("pick a new nickname"))
    }

    @Test func accountWithdrawn_saysSignUpIsNotPossible() {
        let viewModel = ErrorViewModel(.accountWithdrawn, language: .korean)
        #expect(viewModel.kind == .accountWithdrawn)
        #expect(viewModel.message.contains("다시 가입할 수 없습니다"))
    }
}
