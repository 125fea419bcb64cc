import SnapFitPresentation
import WatchDomain

/// The feature's use cases give the watch what it depends on.
extension WatchUseCases: WatchDependencies {}
