import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show a watch as it updates.
public protocol WatchDisplayLogic: AnyObject {
    func displayBookings(viewModel: WatchScene.Bookings.ViewModel)
    func displayLikes(viewModel: WatchScene.Likes.ViewModel)
    /// Every connection alert of the watch comes through here, one per outage.
    func displayAlert(viewModel: WatchScene.Alert)
    /// The watch ended: what it watched cannot be watched (not signed in, not a maker, no such product).
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: WatchDisplayLogic where Outcome == WatchScene.Outcome {
    public func displayBookings(viewModel: WatchScene.Bookings.ViewModel) { record(.bookings(viewModel)) }
    public func displayLikes(viewModel: WatchScene.Likes.ViewModel) { record(.likes(viewModel)) }
    public func displayAlert(viewModel: WatchScene.Alert) { record(.alert(viewModel)) }
}
