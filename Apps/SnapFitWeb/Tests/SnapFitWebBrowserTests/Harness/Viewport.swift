/// The two window sizes every page of a journey is photographed at.
enum Viewport: String, CaseIterable {
    case phone
    case desktop

    var width: Int { self == .phone ? 360 : 1280 }
    var height: Int { self == .phone ? 800 : 900 }
}
