extension String {
    /// Columns the text takes on a terminal: East Asian wide characters (Hangul, CJK, full-width forms) take two.
    public var terminalWidth: Int {
        unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                0xFF00...0xFF60, 0xFFE0...0xFFE6:
                width + 2
            default:
                width + 1
            }
        }
    }
}
