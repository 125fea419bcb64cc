import SnapFitDomain

/// The like toggle's use case: the kernel factory's one `SetLike`, which the product lists share.
public struct LikesUseCases: Sendable {
    private let kernel: UseCaseFactory

    public init(_ kernel: UseCaseFactory) {
        self.kernel = kernel
    }

    public func makeSetLike() -> SetLike { kernel.makeSetLike() }
}
