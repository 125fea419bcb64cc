import Testing

@testable import WatchPresentation

struct RedrawThrottleTests {
    @Test func theFirstRedraw_isAtOnce_andTheNextWaitsOutTheInterval() {
        var throttle = RedrawThrottle.list
        #expect(throttle.wait(at: .seconds(5)) == .zero)
        throttle.drew(at: .seconds(5))
        #expect(throttle.wait(at: .milliseconds(5200)) == .milliseconds(300))
        #expect(throttle.wait(at: .milliseconds(5500)) == .zero)
        #expect(throttle.wait(at: .seconds(9)) == .zero)
        #expect(RedrawThrottle.figure.interval == .seconds(1))
    }
}
