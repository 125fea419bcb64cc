import SnapFitPresentation

/// The catalog's words on its pages, in the visitor's language.
enum CatalogWords {
    static func allVibes(_ language: Language) -> String { language.pick("전체", "All") }
    static func vibeFilter(_ language: Language) -> String { language.pick("분위기로 고르기", "Filter by vibe") }
    static func listLayout(_ language: Language) -> String { language.pick("목록으로 보기", "List") }
    static func gridLayout(_ language: Language) -> String { language.pick("격자로 보기", "Grid") }
    static func layout(_ language: Language) -> String { language.pick("보기 방식", "Layout") }
    static func more(_ language: Language) -> String { language.pick("더 보기", "More") }
    static func search(_ language: Language) -> String { language.pick("검색", "Search") }
    static func searchWords(_ language: Language) -> String { language.pick("검색어", "Search words") }
    static func backToList(_ language: Language) -> String { language.pick("목록으로", "Back to the list") }
    static func previous(_ language: Language) -> String { language.pick("이전 상품", "Previous product") }
    static func next(_ language: Language) -> String { language.pick("다음 상품", "Next product") }
    static func openPhoto(_ number: Int, _ language: Language) -> String {
        language.pick("사진 \(number) 크게 보기", "Open photo \(number) full screen")
    }
    static func maker(_ language: Language) -> String { language.pick("작가", "Maker") }
    static func welcomeTitle(_ language: Language) -> String {
        language.pick("스냅핏에 오신 것을 환영합니다", "Welcome to SnapFit")
    }
    static func welcomeLead(_ language: Language) -> String {
        language.pick(
            "원하는 분위기로 스냅 사진 작가를 찾고, 마음에 드는 촬영 상품을 찜하고 예약하세요.",
            "Find a snap photographer by the mood you want, like the shoots you love, and book one.")
    }
    static func welcomeVibes(_ language: Language) -> String {
        language.pick("이런 분위기를 찾을 수 있어요", "Vibes you can look for")
    }
}
