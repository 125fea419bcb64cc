import SnapFitNetworking
import Testing

@Suite struct RetryPolicyTests {
    @Test(arguments: [
        (0, Duration.milliseconds(200)), (1, .milliseconds(400)), (2, .milliseconds(800)), (3, .milliseconds(1000)),
        (40, .milliseconds(1000)),
    ])
    func delay_doublesFromTheBaseUpToTheCap(retry: Int, expected: Duration) {
        // Given
        let sut = RetryPolicy(maxRetries: 5, baseDelay: .milliseconds(200), maxDelay: .seconds(1))
        // When
        let delay = sut.delay(beforeRetry: retry)
        // Then
        #expect(delay == expected)
    }

    @Test func none_allowsNoRetry() {
        #expect(RetryPolicy.none.maxRetries == 0)
    }

    @Test func init_negativeMaxRetries_allowsNoRetry() {
        // Given / When
        let sut = RetryPolicy(maxRetries: -3, baseDelay: .seconds(1), maxDelay: .seconds(2))
        // Then
        #expect(sut.maxRetries == 0)
    }
}
