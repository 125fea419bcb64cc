import SnapFitDomain
import SnapFitPresentation
import SnapFitWeb

/// The list/grid switch: two links to the same list (`list`, its address without a layout) in each layout, the
/// current one marked. Following one shows that page so; the settings save a layout.
enum LayoutSwitch {
    static func render(current: ListLayout, list: String, _ language: Language) -> HTML {
        let choices: [(ListLayout, String)] = [
            (.list, CatalogWords.listLayout(language)), (.grid, CatalogWords.gridLayout(language)),
        ]
        let links = choices.map { layout, label -> HTML in
            let marked: HTML = layout == current ? " aria-current=\"true\"" : ""
            return "<li><a href=\"\(QueryString.path(list, [("layout", layout.rawValue)]))\"\(marked)>\(label)</a></li>"
        }
        return "<nav class=\"switch\" aria-label=\"\(CatalogWords.layout(language))\"><ul>\(links)</ul></nav>"
    }
}
