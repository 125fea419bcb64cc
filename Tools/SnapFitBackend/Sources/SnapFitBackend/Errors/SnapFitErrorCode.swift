/// The server's error catalogue (contract §4.9): each code with its HTTP status and Korean message.
package enum SnapFitErrorCode: Int, Sendable {
    case invalidRequest = 1
    case invalidToken = 3
    case invalidSocialToken = 10
    case notExistUser = 11
    case existUser = 13
    case leaveUser = 14
    case existNickname = 15
    case notMaker = 21
    case notExistImage = 22
    case notExistPost = 23
    case alreadyLikePost = 24
    case invalidPrice = 31
    case reservationNotFound = 32
    case forbidden = 33
    case alreadyRemoved = 34

    var status: Int {
        switch self {
        case .invalidRequest: 400
        case .invalidToken, .invalidSocialToken: 401
        case .notMaker, .forbidden: 403
        case .notExistUser, .leaveUser, .notExistImage, .notExistPost, .reservationNotFound: 404
        case .existUser, .existNickname, .alreadyLikePost, .alreadyRemoved: 409
        case .invalidPrice: 422
        }
    }

    var message: String {
        switch self {
        case .invalidRequest: "올바르지 않은 요청입니다."
        case .invalidToken: "토큰이 만료되었거나, 올바르지 않습니다."
        case .invalidSocialToken: "소셜 로그인 토큰이 만료되었거나 불안정합니다."
        case .notExistUser: "유저가 존재하지 않습니다."
        case .existUser: "유저가 존재합니다."
        case .leaveUser: "탈퇴한 유저입니다."
        case .existNickname: "이미 사용 중인 닉네임입니다."
        case .notMaker: "메이커가 아닙니다."
        case .notExistImage: "이미지 파일이 존재하지 않습니다."
        case .notExistPost: "포스트가 존재하지 않습니다."
        case .alreadyLikePost: "이미 찜했거나 찜하지 않은 상품입니다."
        case .invalidPrice: "올바르지 않은 가격입니다."
        case .reservationNotFound: "존재하지 않는 예약입니다."
        case .forbidden: "권한이 없습니다."
        case .alreadyRemoved: "이미 취소된 예약 입니다."
        }
    }
}
