import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// The feature's use cases give each of its scenes what it depends on.
extension AccountsUseCases: LoginDependencies, SignUpDependencies, MyPageDependencies, ProfileEditDependencies {}
