import SnapFitDomain

/// Domain's factory gives every scene what it depends on, so an app configures any scene with it.
extension UseCaseFactory: HomeDependencies, ProductListDependencies, ProductDetailDependencies,
    ReferenceDataDependencies
{}
