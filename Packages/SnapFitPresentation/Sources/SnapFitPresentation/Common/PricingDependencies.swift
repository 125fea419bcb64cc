import SnapFitDomain

/// What every scene that shows prices needs from the composition root: the screen's pricing.
public protocol PricingDependencies {
    func makeFetchPricing() -> FetchPricing
}
