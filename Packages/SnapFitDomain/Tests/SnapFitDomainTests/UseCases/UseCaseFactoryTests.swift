import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct UseCaseFactoryTests {
    private func makeSUT() -> UseCaseFactory { .stubbed() }

    @Test func setLike_isOnePerFactory_soTogglesCollapseWhereverTheyComeFrom() {
        let sut = makeSUT()
        #expect(sut.makeSetLike() === sut.makeSetLike())
        #expect(makeSUT().makeSetLike() !== sut.makeSetLike())
    }
}
