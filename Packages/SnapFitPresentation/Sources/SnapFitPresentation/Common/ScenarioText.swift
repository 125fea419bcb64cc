/// What each DEV scenario is for (`snapfit scenarios`), in the user's language.
public enum ScenarioText {
    public static func firstVisit(language: Language) -> String {
        language.pick(
            "처음 온 손님: 로그아웃 상태, 찜도 예약도 없음 (가입·둘러보기 시연)",
            "a first visit: signed out, nothing liked or booked (sign-up and browsing demos)")
    }

    public static func emptyCatalog(language: Language) -> String {
        language.pick(
            "상품이 하나도 없음, 손님으로 로그인 (빈 목록·검색 화면 확인)",
            "no products at all, signed in as the customer (empty lists and searches)")
    }

    public static func busyMaker(products: Int, bookings: Int, language: Language) -> String {
        language.pick(
            "바쁜 작가: dev-maker로 로그인, 상품 \(products)개와 예약 \(bookings)건 (페이지 넘김·긴 목록)",
            "a busy maker: signed in as dev-maker, \(products) products and \(bookings) bookings (paging, long lists)")
    }

    public static func withdrawnMaker(language: Language) -> String {
        language.pick(
            "탈퇴한 작가: 그 작가의 상품과 손님의 예약·찜이 남아 있음 (탈퇴 처리 확인)",
            "a withdrawn maker whose products and the customer's bookings and like remain (withdrawal handling)")
    }

    public static func slowServer(seconds: Double, language: Language) -> String {
        language.pick(
            "느린 서버: 모든 응답이 \(seconds)초 걸림, 손님으로 로그인 (대기 표시·Ctrl-C 확인)",
            "a slow server: every answer takes \(seconds) s, signed in as the customer (waiting, Ctrl-C)")
    }

    public static func expiredSession(language: Language) -> String {
        language.pick(
            "만료된 로그인: 저장된 액세스 토큰이 만료되어 첫 요청이 한 번 갱신함 (토큰 갱신 확인)",
            "an expired sign-in: the stored access token has expired, so the first request refreshes it once")
    }

    /// The line after the list: how to start in one.
    public static func howToStart(language: Language) -> String {
        language.pick(
            "시작: --scenario 이름 (또는 SNAPFIT_SCENARIO), snapfit-web도 같습니다. 내 DEV 데이터는 그대로입니다.",
            "Start one with --scenario NAME (or SNAPFIT_SCENARIO), in snapfit-web too; your own DEV data is left alone."
        )
    }
}
