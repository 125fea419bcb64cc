import SnapFitApp

/// The feature's commands, in the order `help` lists them (decision 0024).
package enum CatalogCommands {
    package static let all: [any Command] = [
        HomeCommand(),
        ProductsCommand(),
        MoreCommand(),
        ProductCommand(),
        StepCommand.next,
        StepCommand.previous,
        LikesCommand(),
        SearchCommand(),
        VibesCommand(),
        LocationsCommand(),
    ]
}
