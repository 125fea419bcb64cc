import SnapFitPresentation

extension Labels {
    /// Before a picture's name, once it is sent.
    public static func uploaded(_ language: Language) -> String { language.pick("업로드 ", "uploaded ") }
    /// Before a picture's progress, while it is sent.
    public static func uploading(_ language: Language) -> String { language.pick("업로드 중 ", "uploading ") }
}
