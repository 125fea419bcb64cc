import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// The feature's use cases give its scenes what they depend on.
extension CatalogUseCases: HomeDependencies, ProductListDependencies, ProductDetailDependencies {}
