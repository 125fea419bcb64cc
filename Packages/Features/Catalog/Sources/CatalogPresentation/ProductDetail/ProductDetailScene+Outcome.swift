import SnapFitPresentation

extension ProductDetailScene {
    /// What the catalog's product page shows, in order: the product, or why it cannot.
    public enum Outcome: FailableOutcome, Equatable {
        case product(Load.ViewModel)
        case failed(ErrorViewModel)
    }
}
