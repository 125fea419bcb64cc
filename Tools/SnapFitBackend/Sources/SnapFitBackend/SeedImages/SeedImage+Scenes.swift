/// The four scenes a seed picture may be, each over a sky-to-ground gradient in the product's colours.
extension SeedImage {
    enum Scene: CaseIterable {
        /// A sun behind two ridges of hills.
        case horizon
        /// Out-of-focus lights.
        case bokeh
        /// A diagonal band of stripes under a large disc: a graphic backdrop.
        case stripes
        /// A figure on a studio floor beside a lamp.
        case studio
    }

    /// Neighbouring photos of a product are different scenes.
    var scene: Scene { Scene.allCases[(productID + photo) % Scene.allCases.count] }

    /// The picture, in memory.
    func draw() -> RGBCanvas {
        let palette = SeedPalette(vibes: vibes)
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: productID) << 16 | UInt64(truncatingIfNeeded: photo))
        var canvas = RGBCanvas(width: Self.width, height: Self.height)
        let lastRow = Double(Self.height - 1)
        canvas.fillRows { palette.skyTop.mixed(with: palette.skyBottom, Double($0) / lastRow) }
        switch scene {
        case .horizon: drawHorizon(on: &canvas, palette, &random)
        case .bokeh: drawBokeh(on: &canvas, palette, &random)
        case .stripes: drawStripes(on: &canvas, palette, &random)
        case .studio: drawStudio(on: &canvas, palette, &random)
        }
        return canvas
    }

    private func drawHorizon(on canvas: inout RGBCanvas, _ palette: SeedPalette, _ random: inout SplitMix64) {
        let (sunX, sunY) = (random.next(in: 28.0...132.0), random.next(in: 30.0...58.0))
        let sunRadius = random.next(in: 13.0...22.0)
        canvas.fillDisc(x: sunX, y: sunY, radius: sunRadius * 1.5, palette.accent, opacity: 0.25, softness: 3)
        canvas.fillDisc(x: sunX, y: sunY, radius: sunRadius, palette.accent, opacity: 0.95, softness: 1.5)
        let far = ridge(&random, base: random.next(in: 66.0...78.0), amplitude: 9)
        canvas.fillBelow(far, opacity: 0.9) { _ in palette.secondAccent.mixed(with: palette.deep, 0.35) }
        let near = ridge(&random, base: random.next(in: 88.0...100.0), amplitude: 7)
        let height = Double(Self.height)
        canvas.fillBelow(near) { palette.deep.mixed(with: palette.skyBottom, 0.3 - 0.3 * Double($0) / height) }
    }

    private func drawBokeh(on canvas: inout RGBCanvas, _ palette: SeedPalette, _ random: inout SplitMix64) {
        let colors = [palette.accent, palette.secondAccent, palette.skyBottom]
        for index in 0..<random.next(in: 6...10) {
            canvas.fillDisc(
                x: random.next(in: 0.0...Double(Self.width)), y: random.next(in: 0.0...Double(Self.height)),
                radius: random.next(in: 7.0...22.0), colors[index % colors.count],
                opacity: random.next(in: 0.3...0.7), softness: random.next(in: 1.0...2.0))
        }
    }

    private func drawStripes(on canvas: inout RGBCanvas, _ palette: SeedPalette, _ random: inout SplitMix64) {
        let top = random.next(in: 20...70)
        canvas.fillStripes(
            rows: top..<top + random.next(in: 24...44), period: 2 * random.next(in: 5...10), palette.accent,
            opacity: 0.55)
        canvas.fillDisc(
            x: random.next(in: 40.0...120.0), y: random.next(in: 35.0...85.0), radius: random.next(in: 22.0...34.0),
            palette.secondAccent, opacity: 0.9)
        canvas.fillRoundedRect(
            x: random.next(in: 8.0...110.0), y: random.next(in: 78.0...96.0), width: 42, height: 16, radius: 8,
            palette.deep, opacity: 0.8)
    }

    private func drawStudio(on canvas: inout RGBCanvas, _ palette: SeedPalette, _ random: inout SplitMix64) {
        let floor = random.next(in: 80.0...92.0)
        let height = Double(Self.height)
        canvas.fillBelow({ _ in floor }) {
            palette.skyBottom.mixed(with: palette.deep, 0.2 + 0.2 * Double($0) / height)
        }
        let figureX = random.next(in: 48.0...112.0)
        let lampX = figureX < 80 ? random.next(in: 112.0...140.0) : random.next(in: 20.0...48.0)
        canvas.fillDisc(x: lampX, y: 34, radius: 30, palette.accent, opacity: 0.2, softness: 2)
        canvas.fillRoundedRect(
            x: lampX - 1.5, y: 40, width: 3, height: floor - 38, radius: 1.5, palette.deep, opacity: 1)
        canvas.fillDisc(x: lampX, y: 38, radius: 8, palette.accent, opacity: 1)
        let figure = palette.deep.mixed(with: palette.secondAccent, 0.25)
        let shoulders = random.next(in: 40.0...52.0)
        canvas.fillRoundedRect(
            x: figureX - shoulders / 2, y: floor - 52, width: shoulders, height: 62, radius: 16, figure, opacity: 1)
        canvas.fillDisc(x: figureX, y: floor - 64, radius: random.next(in: 10.0...12.5), figure, opacity: 1)
    }

    /// A line of hills across the picture: heights drawn every 40 pixels around `base`, eased between.
    private func ridge(_ random: inout SplitMix64, base: Double, amplitude: Double) -> (Int) -> Double {
        let peaks = (0...Self.width / 40).map { _ in base + random.next(in: -amplitude...amplitude) }
        return { column in
            let step = min(column / 40, peaks.count - 2)
            let t = Double(column - step * 40) / 40
            return peaks[step] + (peaks[step + 1] - peaks[step]) * t * t * (3 - 2 * t)
        }
    }
}
