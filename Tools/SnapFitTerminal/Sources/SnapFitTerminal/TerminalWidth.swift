extension String {
    /// Columns the text takes on a terminal: East Asian wide characters (Hangul, CJK, full-width forms) and emoji take
    /// two; combining marks, joiners, variation selectors and Hangul's trailing vowels and consonants take none.
    public var terminalWidth: Int {
        unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x1160...0x11FF, 0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F:
                width
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1FAFF, 0x20000...0x3FFFD:
                width + 2
            default:
                width + 1
            }
        }
    }
}
