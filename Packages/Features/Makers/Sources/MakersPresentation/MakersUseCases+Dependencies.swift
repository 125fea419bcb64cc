import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// The feature's use cases give each of its scenes what it depends on.
extension MakersUseCases: ProductRegistrationDependencies, MakerProductsDependencies, MakerReservationsDependencies {}
