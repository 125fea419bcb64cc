import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

extension Labels {
    /// The nickname field, with the lengths it takes.
    public static func nickname(_ language: Language) -> String {
        let lengths = range(ProfileRules.nicknameLength)
        return language.pick("닉네임 (\(lengths)자)", "Nickname (\(lengths) characters)")
    }

    /// Above a maker's tools on My page.
    public static func makerTools(_ language: Language) -> String { language.pick("작가 메뉴", "Maker tools") }
}
