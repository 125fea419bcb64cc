/// What a feature keeps for one user from one request to the next (decision 0024): in the terminal, for the run;
/// on the web, for a browser's session. Such as the product list browsed or the live watch of the maker's bookings.
/// Made on the feature's first need (`FeatureStates.state(_:)`), one of each type, and ended and dropped when the
/// user changes.
package protocol FeatureState: AnyObject {
    init()
    /// The user changed: stop what runs for the last one.
    func end()
}
