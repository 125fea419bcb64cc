/// The colours of a seed picture, chosen by its product's vibes: the first vibe gives the sky and ground, a second
/// known one lends its accent.
struct SeedPalette: Equatable {
    /// The top and the bottom of the background.
    let skyTop: RGB
    let skyBottom: RGB
    /// The colours of the shapes laid over it.
    let accent: RGB
    private(set) var secondAccent: RGB
    /// The darkest colour: ground, silhouettes.
    let deep: RGB

    init(vibes: [String]) {
        let known = vibes.compactMap { Self.byVibe[$0] }
        self = known.first ?? Self.neutral
        if known.count > 1 { secondAccent = known[1].accent }
    }

    private init(_ skyTop: UInt32, _ skyBottom: UInt32, _ accent: UInt32, _ secondAccent: UInt32, _ deep: UInt32) {
        (self.skyTop, self.skyBottom, self.deep) = (RGB(skyTop), RGB(skyBottom), RGB(deep))
        (self.accent, self.secondAccent) = (RGB(accent), RGB(secondAccent))
    }

    /// The catalog's eight vibes; any other name draws in `neutral`.
    private static let byVibe: [String: SeedPalette] = [
        "러블리": SeedPalette(0xF9C5D1, 0xFFE8D6, 0xFF8FAB, 0xFFD6E0, 0xC9748F),
        "시크": SeedPalette(0x2B2D33, 0x6B7280, 0xE8E6E1, 0xA3A8B3, 0x15161A),
        "키치": SeedPalette(0xFF4FA3, 0xFFE14D, 0x27D3E0, 0x9BE22D, 0x6B2FD6),
        "차분함": SeedPalette(0xC9D6DF, 0xEDE7DC, 0x86A38C, 0xC4B393, 0x5F7A7C),
        "하이틴": SeedPalette(0xB8F0E0, 0xFFF3B0, 0xFF9CCB, 0xB9A7FF, 0x5AA9E6),
        "빈티지": SeedPalette(0xD9B98C, 0xF1E3C8, 0xC8553D, 0xD9A441, 0x6B5B3E),
        "몽환적": SeedPalette(0x7B6CD9, 0xE3C6F2, 0xFFD1F0, 0x9FE3E8, 0x3E3275),
        "밝은": SeedPalette(0x7CC8F7, 0xFFF6D5, 0xFFC93C, 0xFF8A5B, 0x3FA46A),
    ]

    private static let neutral = SeedPalette(0xB8BCC4, 0xECECEC, 0x8C96A8, 0xD4C9B8, 0x4A4F59)
}
