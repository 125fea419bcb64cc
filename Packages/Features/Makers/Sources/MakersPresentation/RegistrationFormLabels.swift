import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// The words of the registration form as a page lays it out: options as rows of minutes and price that can be
/// added and removed, and the thumbnail chosen among the pictures.
public struct RegistrationFormLabels: Sendable, Equatable {
    /// Under the options' legend.
    public let optionsHint: String
    public let minutes: String
    public let price: String
    /// The button that adds a row.
    public let addOption: String
    /// The button that removes a row.
    public let removeOption: String
    /// Under the thumbnail's legend.
    public let thumbnailHint: String
    /// What the picture field says it also takes: a JPEG, which the page converts to PNG before the upload.
    public let picturesHint: String
    private let language: Language

    public init(language: Language) {
        self.language = language
        optionsHint = language.pick(
            "촬영 시간(분)과 가격(원)을 한 줄에 하나씩. 빈 줄은 무시합니다.",
            "A length in minutes and its price in won, a row each; empty rows are left out.")
        minutes = language.pick("시간 (분)", "Minutes")
        price = language.pick("가격 (원)", "Price (won)")
        addOption = language.pick("옵션 추가", "Add an option")
        removeOption = language.pick("삭제", "Remove")
        thumbnailHint = language.pick(
            "고른 사진 중 하나. 따로 고르지 않으면 첫 사진입니다.", "One of the pictures; the first unless you choose another.")
        picturesHint = language.pick(
            "JPEG 사진은 올리기 전에 이 페이지가 PNG로 바꿉니다 (긴 변 \(Self.convertedSide)px까지).",
            "This page turns JPEG photos into PNG before the upload (at most \(Self.convertedSide) px on the longer side)."
        )
    }

    /// The longest side a JPEG converted in the browser keeps, so that a camera's photo fits the largest picture.
    public static let convertedSide = 1600

    /// Which row a row's controls belong to, for a screen reader: "옵션 2", "option 2".
    public func row(_ number: Int) -> String {
        language.pick("옵션 \(number)", "option \(number)")
    }
}
