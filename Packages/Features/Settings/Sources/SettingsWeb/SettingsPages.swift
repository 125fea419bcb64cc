import SettingsDomain
import SnapFitWeb

/// The feature's page, as the web app lists it (decision 0024). The main menu of every page links it, as before
/// (`Layout`), so My page adds no link.
package enum SettingsPages {
    package static let feature = WebFeature(
        pages: [
            WebPage("/settings", methods: ["GET", "POST"]) { request in
                await SettingsPage.respond(request, useCases: SettingsUseCases(request.session.services.useCases))
            }
        ],
        myPageLinks: [])
}
