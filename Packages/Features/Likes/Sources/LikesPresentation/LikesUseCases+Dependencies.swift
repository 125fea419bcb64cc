import LikesDomain
import SnapFitDomain
import SnapFitPresentation

/// The feature's use cases give its scene what it depends on.
extension LikesUseCases: LikeDependencies {}
