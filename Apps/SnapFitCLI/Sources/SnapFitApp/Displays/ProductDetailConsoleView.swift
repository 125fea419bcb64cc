import SnapFitPresentation

/// Renders a product's detail for the terminal: everything a buyer needs to choose an option.
package struct ProductDetailConsoleView: ConsoleView {
    package let console: Console

    package init(console: Console) {
        self.console = console
    }

    package func lines(_ viewModel: ProductDetailScene.Load.ViewModel) -> [String] {
        var title = style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.id)")
        if let position = viewModel.position { title += "  " + style.dim("[\(position)]") }
        if viewModel.liked { title += "  " + style.red("♥") }
        var lines = [
            title,
            "  "
                + [viewModel.makerLabel, viewModel.settingLabel, viewModel.locationsLabel].joined(separator: " · "),
            "  " + Labels.vibes(language) + viewModel.vibesLabel,
            style.bold(Labels.options(language)),
        ]
        lines += viewModel.options.map { "  " + $0.label }
        if let personPrice = viewModel.personPriceLabel { lines.append("  " + personPrice) }
        if let own = viewModel.ownNotice { lines.append("  " + style.dim(own)) }
        lines.append(style.bold(Labels.aboutTheShoot(language)))
        lines += viewModel.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        // Only addresses that open are printed; `photos` shows the pictures either way.
        let addresses = viewModel.images.filter(OpenableAddress.opens)
        lines.append(
            style.dim(
                Labels.photos(viewModel.images.count, language) + " · "
                    + CLIWords.showPhotos(viewModel.id).text(in: language)))
        lines += addresses.map { "  " + style.dim($0) }
        if viewModel.noMakerProducts != nil || !viewModel.makerProducts.isEmpty {
            lines.append(style.bold(viewModel.makerProductsTitle))
            if let none = viewModel.noMakerProducts { lines.append("  " + none) }
            lines += ProductRows.render(viewModel.makerProducts, style: style)
        }
        return lines + pricesNote(viewModel.pricesNotice)
    }
}
