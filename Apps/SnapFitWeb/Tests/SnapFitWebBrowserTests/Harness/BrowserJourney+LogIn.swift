extension BrowserJourney {
    /// Signs in at `/login` with the stand-in kakao token, photographing the form; ends on the home page, where
    /// the app sends it.
    func logIn(_ token: String) async throws {
        try await open("/login")
        try await click("#provider option[value=kakao]")
        try await fill("#token", token)
        try await capture("login")
        try await click("form[action='/login'] button[type=submit]", expecting: "main ul.cards")
    }
}
