/// The terminal's own words, in one place: what each command does (its help line), and the messages about how
/// the command line was written. Everything else a user reads comes from Presentation.
enum CLIWords {
    /// The help line of each command, by its name.
    static let summaries: [String: LocalizedText] = [
        "help": LocalizedText("도움말 (명령을 주면 그 명령의 사용법)", "show the help, or one command's usage"),
        "quit": LocalizedText("셸이나 스크립트를 끝냄", "leave the shell or stop the script"),
        "dev reset": LocalizedText("DEV 데이터를 처음 상태로 되돌림", "put DEV's data back to the seed"),
        "vibes": LocalizedText("분위기 목록", "list the vibes (moods)"),
        "locations": LocalizedText("촬영 지역 목록", "list the shooting regions"),
        "home": LocalizedText("홈: 인사, 추천 상품, 상품 목록", "home: greeting, a recommended product, product sections"),
        "products": LocalizedText("상품 목록 첫 페이지 (분위기나 작가로 거르기)", "first page of the products, by vibe or maker"),
        "more": LocalizedText("마지막 목록의 다음 페이지", "next page of the last list"),
        "product": LocalizedText("상품 상세와 작가의 다른 상품", "a product's detail, with the maker's other products"),
        "next": LocalizedText("목록의 다음 상품", "the next product of the last list"),
        "prev": LocalizedText("목록의 이전 상품", "the previous product of the last list"),
        "like": LocalizedText("상품 찜하기", "like (찜) a product"),
        "unlike": LocalizedText("찜 취소", "take a like back"),
        "likes": LocalizedText("찜한 상품 목록", "the products you liked"),
        "login": LocalizedText("소셜 계정으로 로그인", "sign in with a social account"),
        "signup": LocalizedText(
            "회원가입 (--agree-terms: 필수 약관 세 가지에 동의)", "create an account (--agree-terms accepts the three required terms)"
        ),
        "logout": LocalizedText("로그아웃", "sign out"),
        "me": LocalizedText(
            "내 정보: 닉네임, 분위기, 역할, 찜·예약 수", "my page: nickname, vibes, role, like and reservation counts"),
        "profile edit": LocalizedText("닉네임과 분위기 변경", "change the nickname and vibes"),
        "withdraw": LocalizedText("회원 탈퇴 (되돌릴 수 없음)", "withdraw the account (cannot be undone)"),
        "reserve": LocalizedText("촬영 예약 (시간은 한국 시간)", "book a shoot (the time is Korea time)"),
        "reservations": LocalizedText("내 예약 목록", "my reservations"),
        "reservation": LocalizedText("예약 상세", "one reservation"),
        "cancel": LocalizedText("예약 취소 (사유 2–3000자)", "cancel a reservation (a reason of 2–3000 characters)"),
        "maker register": LocalizedText(
            "상품 등록 (png·heic·heif 사진, 옵션은 분:가격)",
            "register a product (png, heic or heif pictures; options as MIN:PRICE)"),
        "maker products": LocalizedText("내 상품 (작가)", "my products (makers)"),
        "maker reservations": LocalizedText("내 상품의 예약 (작가)", "bookings on my products (makers)"),
    ]
}
