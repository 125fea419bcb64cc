import SnapFitPresentation

/// How the terminal words what a view model offers next: as the command to type.
enum IntentWords {
    /// The command that does it.
    static func command(for intent: Intent) -> String {
        switch intent {
        case .loadMore: "more"
        case .showProducts: "products"
        case .registerProduct: "maker register"
        case .makerProducts: "maker products"
        case .makerReservations: "maker reservations"
        }
    }

    /// One line saying what to type.
    static func hint(_ intent: Intent) -> LocalizedText {
        let command = command(for: intent)
        return switch intent {
        case .loadMore: LocalizedText("'\(command)'로 다음 상품을 볼 수 있습니다.", "Type '\(command)' for the next products.")
        case .showProducts:
            LocalizedText("'\(command)'나 'likes'로 목록을 보여 주세요.", "Show one with '\(command)' or 'likes'.")
        case .registerProduct:
            LocalizedText("'\(command)'로 상품을 등록해 보세요.", "Add one with '\(command)'.")
        case .makerProducts, .makerReservations: LocalizedText("'\(command)'를 입력하세요.", "Type '\(command)'.")
        }
    }
}
