import SnapFitPresentation
import SnapFitWeb

/// The vibe filter: one chip per vibe of the catalog (and "all"), the chosen ones marked. Without the catalog's
/// vibes (the server cannot be reached) there are no chips; the list says why.
enum VibeChips {
    /// The chips for the catalog's `vibes`; `nil` without them.
    static func render(
        _ vibes: [ReferenceDataScene.Item]?, selected: [String], words: String?, _ language: Language
    ) -> HTML? {
        guard let vibes else { return nil }
        let none = selected.isEmpty && words == nil
        var chips: [HTML] = [chip("/products", CatalogWords.allVibes(language), isOn: none)]
        for vibe in vibes {
            let isOn = selected.contains(vibe.name) || selected.contains(vibe.label)
            chips.append(chip(QueryString.path("/products", [("vibe", vibe.name)]), vibe.label, isOn: isOn))
        }
        return "<nav class=\"chips\" aria-label=\"\(CatalogWords.vibeFilter(language))\"><ul>\(chips)</ul></nav>"
    }

    private static func chip(_ path: String, _ label: String, isOn: Bool) -> HTML {
        let marked: HTML = isOn ? " aria-current=\"true\"" : ""
        return "<li><a href=\"\(path)\"\(marked)>\(label)</a></li>"
    }
}
