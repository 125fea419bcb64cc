import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

extension ProductListPresenter {
    /// How far a search has read the catalog: what it found, and where a scan stops on its own.
    static func scanNotice(_ response: ProductListScene.Page.Response, language: Language) -> String {
        let found = response.firstIndex + response.page.count
        let scanned = found + response.hidden
        if response.isAtEnd {
            return found == 0
                ? language.pick(
                    "상품 \(scanned)개를 모두 살펴봤지만 맞는 상품이 없습니다.",
                    "No product matches: all \(scanned) products were searched.")
                : language.pick(
                    "상품 \(scanned)개를 모두 살펴봤습니다.", "All \(scanned) products were searched.")
        }
        let idle = SearchProducts.idlePageLimit * SearchProducts.catalogPageSize
        let progress =
            response.page.isEmpty
            ? language.pick(
                "상품 \(scanned)개까지 살펴봤고, 최근 \(idle)개에서는 새로 찾은 상품이 없습니다.",
                "\(scanned) products searched so far; none of the last \(idle) matched.")
            : language.pick("지금까지 상품 \(scanned)개를 살펴봤습니다.", "\(scanned) products searched so far.")
        return progress + " "
            + language.pick(
                "검색은 \(SearchProducts.resultsPerCall)개를 찾거나 \(idle)개 동안 찾지 못하면 멈추고, 다음 페이지에서 이어서 찾습니다.",
                "A scan stops at \(SearchProducts.resultsPerCall) matches or after \(idle) products without one; the next page scans on."
            )
    }
}
