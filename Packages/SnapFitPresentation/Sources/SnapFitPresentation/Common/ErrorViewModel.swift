import SnapFitDomain

/// A failure as a screen shows it: a stable machine-readable kind and a message in the user's language.
public struct ErrorViewModel: Sendable, Equatable, Encodable {
    /// Stable identifier for scripts (`--json`), such as `unreachable` or `validation`.
    public let kind: ErrorKind
    public let message: String
    /// What the user can do about it, when there is something: the scene's own offer, else what its kind implies
    /// (`ErrorKind.nextStep`).
    public let nextAction: Intent?

    public init(kind: ErrorKind, message: String, nextAction: Intent? = nil) {
        self.kind = kind
        self.message = message
        self.nextAction = nextAction ?? kind.nextStep
    }

    /// Describes a domain error in `language`.
    public init(_ error: DomainError, language: Language) {
        switch error {
        case .unreachable:
            self.init(
                kind: .unreachable, message: language.pick("서버에 연결할 수 없습니다.", "Cannot reach the SnapFit server."))
        case .unavailable(let reason):
            self.init(
                kind: .unavailable,
                message: language.pick("스냅핏을 지금 쓸 수 없습니다: \(reason)", "SnapFit cannot serve requests now: \(reason)"))
        case .timedOut:
            self.init(
                kind: .timedOut, message: language.pick("서버가 제때 응답하지 않았습니다.", "The server did not answer in time."))
        case .answerLost:
            self.init(
                kind: .answerLost,
                message: language.pick(
                    "서버의 응답이 중간에 끊겼습니다. 요청이 처리되었는지 알 수 없습니다.",
                    "The server's answer broke off: what you asked may or may not have been done."))
        case .cancelled:
            self.init(kind: .cancelled, message: language.pick("요청이 취소되었습니다.", "The request was cancelled."))
        case .signedOut:
            self.init(kind: .signedOut, message: language.pick("먼저 로그인해 주세요.", "Please log in first."))
        case .sessionExpired:
            self.init(
                kind: .sessionExpired,
                message: language.pick("세션이 만료되었습니다. 다시 로그인해 주세요.", "Your session expired, please log in again."))
        case .validation(let error):
            let lookUp: Intent? =
                switch (error.field, error.reason) {
                case (.vibes, .unknown): .showVibes
                case (.locations, .unknown): .showLocations
                default: nil
                }
            self.init(
                kind: .validation, message: ValidationMessage.text(for: error, language: language), nextAction: lookUp)
        case .invalidSocialToken:
            self.init(
                kind: .invalidSocialToken,
                message: language.pick("소셜 로그인 토큰이 만료되었거나 올바르지 않습니다.", "The social login token was refused."))
        case .accountNotFound:
            self.init(
                kind: .accountNotFound,
                message: language.pick("가입된 계정이 없습니다. 먼저 회원가입해 주세요.", "No account exists yet; please sign up first."))
        case .accountWithdrawn:
            self.init(
                kind: .accountWithdrawn,
                message: language.pick(
                    "탈퇴한 계정입니다. 같은 소셜 계정으로는 다시 가입할 수 없습니다.",
                    "This account was withdrawn; the same social account cannot sign up again."))
        case .accountExists:
            self.init(
                kind: .accountExists,
                message: language.pick(
                    "이미 가입된 계정이거나 사용 중인 닉네임입니다.", "This account already exists, or the nickname is taken."))
        case .nicknameTaken:
            self.init(
                kind: .nicknameTaken,
                message: language.pick("이미 사용 중인 닉네임입니다.", "That nickname is already taken."))
        case .nicknameUnchanged:
            self.init(
                kind: .nicknameUnchanged,
                message: language.pick(
                    "스냅핏은 현재 닉네임을 그대로 저장할 수 없습니다. 분위기만 바꾸려면 새 닉네임도 함께 입력해 주세요.",
                    "SnapFit cannot save your current nickname again: to change only your vibes, pick a new nickname too."
                ))
        case .makerWithdrawn:
            self.init(
                kind: .makerWithdrawn,
                message: language.pick(
                    "작가가 스냅핏을 떠나 보여 드릴 수 없습니다.", "The maker has left SnapFit, so this cannot be shown."))
        case .productNotFound:
            self.init(
                kind: .notFound, message: language.pick("상품을 찾을 수 없습니다.", "That product does not exist."))
        case .alreadyLiked:
            self.init(kind: .alreadyLiked, message: language.pick("이미 찜한 상품입니다.", "Already liked."))
        case .notLiked:
            self.init(kind: .notLiked, message: language.pick("찜하지 않은 상품입니다.", "Not liked."))
        case .priceChanged:
            self.init(
                kind: .priceChanged,
                message: language.pick(
                    "상품의 가격이나 옵션이 바뀌었습니다. 상품을 다시 보고 예약해 주세요.",
                    "The product's prices or options changed: look at it again and book again."))
        case .reservationNotFound:
            self.init(kind: .notFound, message: language.pick("예약을 찾을 수 없습니다.", "That reservation does not exist."))
        case .notYourReservation:
            self.init(
                kind: .forbidden,
                message: language.pick(
                    "내 예약이 아니거나 없는 예약입니다. 예약 취소는 예약한 고객만 할 수 있습니다.",
                    "That is not your reservation, or it does not exist. Only the customer who booked can cancel."))
        case .alreadyCancelled:
            self.init(
                kind: .alreadyCancelled,
                message: language.pick("이미 취소된 예약입니다.", "That reservation is already cancelled."))
        case .bookingOutcomeUnclear(let similar):
            let ids = similar.map(String.init).joined(separator: ", ")
            self.init(
                kind: .outcomeUnknown,
                message: language.pick(
                    "서버의 응답을 받지 못해 예약 여부를 알 수 없습니다. 같은 상품·시간의 예약(\(ids))이 있지만 옵션, 인원, 이메일, 연락처나 장소가 다릅니다. 예약 목록을 확인한 뒤 다시 예약해 주세요.",
                    "The server's answer was lost, so the booking may or may not exist. Your reservations hold \(ids) for the same product and time, but with a different option, people, email, phone or place. Check your reservations before booking again."
                ), nextAction: .showReservations)
        case .bookingOutcomeUnknown:
            self.init(
                kind: .outcomeUnknown,
                message: language.pick(
                    "서버의 응답을 받지 못해 예약 여부를 알 수 없고, 예약 목록에도 아직 없습니다. 잠시 후 예약 목록을 확인한 뒤 다시 예약해 주세요.",
                    "The server's answer was lost, so the booking may or may not exist, and it is not in your reservations yet. Check your reservations in a moment before booking again."
                ), nextAction: .showReservations)
        case .notAMaker:
            self.init(
                kind: .notAMaker,
                message: language.pick(
                    "작가만 할 수 있습니다. 스냅핏 작가가 되려면 운영진에게 사진작가 전환을 신청해 주세요.",
                    "Only makers can do this. To become a SnapFit maker, apply to SnapFit's operators."))
        case .uploadFailed(let file):
            self.init(
                kind: .uploadFailed,
                message: language.pick(
                    "사진 '\(file)'을(를) 올리지 못해 상품을 등록하지 않았습니다.",
                    "The picture '\(file)' could not be uploaded, so no product was registered."))
        case .uploadRefused(let file, .tooLarge(let bytes)):
            let size = ByteCount.label(bytes)
            let limit = PictureRules.maxBytes >> 20
            self.init(
                kind: .uploadRefused,
                message: language.pick(
                    "서버가 사진 '\(file)'(\(size))을(를) 너무 크다며 거절해 상품을 등록하지 않았습니다. 이 서버는 \(size)보다 작은 사진만 받습니다 (스냅핏의 한도는 \(limit)MB).",
                    "The server refused the picture '\(file)' (\(size)) as too large, so no product was registered. This server takes pictures smaller than \(size) (SnapFit's own limit is \(limit) MB)."
                ))
        case .uploadRefused(let file, .quotaFull):
            self.init(
                kind: .uploadRefused,
                message: language.pick(
                    "사진 '\(file)'을(를) 올리지 못했습니다: 서버의 사진 저장 용량이 가득 찼습니다. 상품은 등록하지 않았습니다.",
                    "The picture '\(file)' was refused: the server's storage for pictures is full. No product was registered."
                ))
        case .limitReached(let max):
            self.init(
                kind: .forbidden,
                message: language.pick(
                    "이미 최대 \(max)개까지 있어 추가하지 않았습니다.", "You already have the most allowed (\(max)): nothing was added."))
        case .rejected(let status, let serverText):
            let said = serverText.map { language.pick(" 서버의 말: \($0)", " The server said: \($0)") } ?? ""
            self.init(
                kind: .rejected,
                message: language.pick(
                    "서버가 요청을 거절했습니다 (HTTP \(status)).", "The server refused the request (HTTP \(status)).")
                    + said)
        case .wrongAddress(let path):
            self.init(
                kind: .wrongAddress,
                message: language.pick(
                    "이 주소의 서버는 응답했지만 \(path)을(를) 제공하지 않습니다: 스냅핏 서버가 아니거나, 이 기능이 아직 없는 서버입니다.",
                    "The server at this address answered, but it does not offer \(path): it is not a SnapFit server, or not one with this feature yet."
                ))
        case .invalidResponse(let detail):
            self.init(
                kind: .invalidResponse,
                message: language.pick(
                    "서버 응답을 읽을 수 없습니다 (\(detail)).", "The server's answer could not be read (\(detail))."))
        }
    }
}

extension ErrorViewModel {
    /// `error`, a refusal of a feature's field, worded with the feature's `label` for it (the kernel words its own
    /// fields): how a feature's presenter says why an answer was refused.
    public init(_ error: DomainError, label: String, language: Language) {
        guard case .validation(let refusal) = error else {
            self.init(error, language: language)
            return
        }
        self.init(kind: .validation, message: ValidationMessage.text(for: refusal, label: label, language: language))
    }
}
