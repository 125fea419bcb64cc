import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct UseCaseFactoryTests {
    private func makeSUT() -> UseCaseFactory {
        UseCaseFactory(
            accounts: StubAccountRepository(), referenceData: StubReferenceDataRepository(),
            products: StubProductRepository(), likes: StubLikeRepository(), reservations: StubReservationRepository(),
            makers: StubMakerRepository(), bookmarks: SpyListBookmarkStore())
    }

    @Test func setLike_isOnePerFactory_soTogglesCollapseWhereverTheyComeFrom() {
        let sut = makeSUT()
        #expect(sut.makeSetLike() === sut.makeSetLike())
        #expect(makeSUT().makeSetLike() !== sut.makeSetLike())
    }
}
