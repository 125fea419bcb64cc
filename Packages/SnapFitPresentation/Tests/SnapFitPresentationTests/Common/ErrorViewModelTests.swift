import SnapFitDomain
import SnapFitPresentation
import Testing

@Suite struct ErrorViewModelTests {
    @Test func validation_namesTheFieldAndTheLimit() {
        let error = DomainError.validation(.init(field: .nickname, reason: .tooLong(max: 8)))
        #expect(ErrorViewModel(error, language: .english) == .init(kind: .validation, message: "Nickname: at most 8."))
        #expect(ErrorViewModel(error, language: .korean).message == "닉네임: 8 이하여야 합니다.")
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
