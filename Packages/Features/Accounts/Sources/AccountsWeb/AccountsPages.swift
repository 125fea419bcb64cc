import SnapFitWeb

/// The feature's pages, as the web app lists them (decision 0024). My page shows the features' links
/// (`WebRequest.featureLinks`), so the feature adds none of its own.
package enum AccountsPages {
    package static let feature = WebFeature(
        pages: [
            WebPage("/login", methods: ["GET", "POST"]) { await LoginPage.respond($0) },
            WebPage("/signup", methods: ["GET", "POST"]) { await SignUpPage.respond($0) },
            WebPage("/me") { await MyPage.respond($0) },
            WebPage("/logout", methods: ["POST"]) { await MyPage.logout($0) },
            WebPage("/me/edit", methods: ["GET", "POST"]) { await ProfileEditPage.respond($0) },
            WebPage("/me/withdraw", methods: ["GET", "POST"]) { await MyPage.withdraw($0) },
        ],
        myPageLinks: [])
}
