/// An RGB picture in memory and the few shapes the seed pictures are drawn with. Shapes are laid over what is there
/// with an opacity, their edges softened over about a pixel. Only operations IEEE 754 rounds exactly (+, −, ×, ÷,
/// square root; no sine or exponential) are used, so a picture comes out byte for byte the same on every platform.
struct RGBCanvas {
    let width: Int
    let height: Int
    /// Three bytes per pixel, row by row from the top.
    private(set) var rgb: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rgb = [UInt8](repeating: 0, count: width * height * 3)
    }

    /// The colour at column `x`, row `y`.
    func color(x: Int, y: Int) -> RGB {
        let index = (y * width + x) * 3
        return RGB(red: rgb[index], green: rgb[index + 1], blue: rgb[index + 2])
    }

    /// Lays `color` over the pixel at `x`, `y` with `opacity` (0...1); pixels outside the picture are left alone.
    mutating func blend(x: Int, y: Int, _ color: RGB, opacity: Double) {
        guard (0..<width).contains(x), (0..<height).contains(y), opacity > 0 else { return }
        let mixed = self.color(x: x, y: y).mixed(with: color, opacity)
        let index = (y * width + x) * 3
        (rgb[index], rgb[index + 1], rgb[index + 2]) = (mixed.red, mixed.green, mixed.blue)
    }

    /// Paints every row in one colour, `color(row)`: a vertical gradient.
    mutating func fillRows(_ color: (Int) -> RGB) {
        for y in 0..<height {
            let row = color(y)
            rgb.replaceSubrange(
                y * width * 3..<(y + 1) * width * 3,
                with: repeatElement([row.red, row.green, row.blue], count: width).joined())
        }
    }

    /// A disc centred at `x`, `y` (in pixels, from the top left corner), its edge blurred over `softness` pixels.
    mutating func fillDisc(x: Double, y: Double, radius: Double, _ color: RGB, opacity: Double, softness: Double = 1) {
        let reach = radius + softness
        for row in Self.span(y - reach, y + reach, within: height) {
            for column in Self.span(x - reach, x + reach, within: width) {
                let dx = Double(column) + 0.5 - x
                let dy = Double(row) + 0.5 - y
                let coverage = (radius - (dx * dx + dy * dy).squareRoot()) / softness + 0.5
                blend(x: column, y: row, color, opacity: opacity * min(max(coverage, 0), 1))
            }
        }
    }

    /// Everything below the curve `top(column)` (a row, counted from the top), shaded row by row with `color(row)`.
    mutating func fillBelow(_ top: (Int) -> Double, opacity: Double = 1, _ color: (Int) -> RGB) {
        for column in 0..<width {
            let edge = top(column)
            for row in Self.span(edge, Double(height), within: height) {
                let coverage = min(max(Double(row) + 1 - edge, 0), 1)
                blend(x: column, y: row, color(row), opacity: opacity * coverage)
            }
        }
    }

    /// Diagonal stripes `period` pixels apart, half of each period painted, in the rows `rows`.
    mutating func fillStripes(rows: Range<Int>, period: Int, _ color: RGB, opacity: Double) {
        for row in rows.clamped(to: 0..<height) {
            for column in 0..<width where (column + row) % period < period / 2 {
                blend(x: column, y: row, color, opacity: opacity)
            }
        }
    }

    /// A rectangle with its corners rounded by `radius` pixels.
    mutating func fillRoundedRect(
        x: Double, y: Double, width rectWidth: Double, height rectHeight: Double, radius: Double, _ color: RGB,
        opacity: Double
    ) {
        let (left, top) = (x + radius, y + radius)
        let (right, bottom) = (x + rectWidth - radius, y + rectHeight - radius)
        for row in Self.span(y, y + rectHeight, within: height) {
            for column in Self.span(x, x + rectWidth, within: width) {
                let (px, py) = (Double(column) + 0.5, Double(row) + 0.5)
                let dx = max(left - px, 0, px - right)
                let dy = max(top - py, 0, py - bottom)
                let coverage = radius - (dx * dx + dy * dy).squareRoot() + 0.5
                blend(x: column, y: row, color, opacity: opacity * min(max(coverage, 0), 1))
            }
        }
    }

    /// The pixels from `start` to `end` (in pixels, either may be fractional or outside), within `0..<limit`.
    private static func span(_ start: Double, _ end: Double, within limit: Int) -> Range<Int> {
        let lower = min(max(Int(start.rounded(.down)), 0), limit)
        return lower..<max(lower, min(Int(end.rounded(.up)) + 1, limit))
    }
}
