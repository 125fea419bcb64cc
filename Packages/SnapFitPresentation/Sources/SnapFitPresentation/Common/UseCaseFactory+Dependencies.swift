import SnapFitDomain

/// Domain's factory gives the kernel's scenes what they depend on, so an app configures any of them with it.
extension UseCaseFactory: ReferenceDataDependencies {}
