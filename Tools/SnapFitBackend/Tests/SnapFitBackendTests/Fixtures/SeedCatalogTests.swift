import SnapFitFixtures
import Testing

@Suite struct SeedCatalogTests {
    private let catalog = SeedCatalog.standard
    private var vibeNames: Set<String> { Set(catalog.vibes.map(\.name)) }
    private var locationNames: Set<String> { Set(catalog.locations.map(\.name)) }

    @Test func vibes_areTheContractsEightWithUniqueIds() {
        #expect(catalog.vibes.map(\.name) == ["러블리", "시크", "키치", "차분함", "하이틴", "빈티지", "몽환적", "밝은"])
        #expect(Set(catalog.vibes.map(\.id)).count == 8)
    }

    @Test func locations_areKoreasSeventeenRegionsWithUniqueIds() {
        #expect(catalog.locations.count == 17)
        #expect(Set(catalog.locations.map(\.id)).count == 17)
        #expect(catalog.locations.first?.name == "서울")
    }

    @Test func users_includeTheDevCustomerAndTheDevMaker() throws {
        let customer = try #require(catalog.users.first { $0.socialId == SeedCatalog.customerSocialId })
        let maker = try #require(catalog.users.first { $0.socialId == SeedCatalog.makerSocialId })
        #expect(!customer.photographer)
        #expect(maker.photographer)
        #expect(catalog.products.filter { $0.makerId == maker.id }.count >= 5)
    }

    @Test func users_haveUniqueIdsAndValidNicknamesAndVibes() {
        #expect(Set(catalog.users.map(\.id)).count == catalog.users.count)
        #expect(Set(catalog.users.map(\.nickname)).count == catalog.users.count)
        #expect(Set(catalog.users.map(\.socialId)).count == catalog.users.count)
        for user in catalog.users {
            #expect((2...8).contains(user.nickname.count), "\(user.nickname)")
            #expect((1...2).contains(user.vibes.count) && Set(user.vibes).isSubset(of: vibeNames))
            #expect(["kakao", "apple"].contains(user.socialType))
        }
    }

    @Test func products_areAtLeastSixtyOverAtLeastEightMakers() {
        let photographers = Set(catalog.users.filter(\.photographer).map(\.id))
        #expect(catalog.products.count >= 60)
        #expect(catalog.products.map(\.id) == Array(1...catalog.products.count))
        #expect(Set(catalog.products.map(\.makerId)).count >= 8)
        #expect(catalog.products.allSatisfy { photographers.contains($0.makerId) })
    }

    @Test func products_coverEveryVibeAndMostRegions() {
        let usedVibes = Set(catalog.products.flatMap(\.vibes))
        let usedLocations = Set(catalog.products.flatMap(\.locations))
        #expect(usedVibes == vibeNames)
        #expect(usedLocations.count >= 12)
        #expect(usedLocations.isSuperset(of: ["서울", "부산", "제주"]))
    }

    @Test func products_followTheServersRules() {
        for product in catalog.products {
            #expect((1...128).contains(product.title.count) && (1...4000).contains(product.description.count))
            #expect((1...2).contains(product.vibes.count) && Set(product.vibes).isSubset(of: vibeNames))
            #expect((1...2).contains(product.locations.count) && Set(product.locations).isSubset(of: locationNames))
            #expect((1...8).contains(product.images.count) && Set(product.images).count == product.images.count)
            #expect(product.images.contains(product.thumbnail))
            #expect((1...3).contains(product.prices.count) && Set(product.prices).count == product.prices.count)
            #expect(product.prices.allSatisfy { (30...300).contains($0.minutes) })
            #expect(product.prices.allSatisfy { (1_000...100_000_000).contains($0.price) })
            #expect((0...100_000_000).contains(product.personPrice))
            #expect(product.createdAt.wholeMatch(of: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/) != nil)
        }
    }

    @Test func products_varyTitlesStudiosAndOptionOrder() {
        #expect(Set(catalog.products.map(\.title)).count == catalog.products.count)
        #expect(Set(catalog.products.map(\.studio)) == [true, false])
        let unsorted = catalog.products.filter { $0.prices.map(\.price) != $0.prices.map(\.price).sorted() }
        #expect(!unsorted.isEmpty)
    }

    @Test func standard_isTheSameOnEveryRead() {
        #expect(SeedCatalog.standard.products == catalog.products)
    }
}
