import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitDomain
import Testing

/// Each user scope of one DEV process has its own sign-in and settings over the one backend.
@Suite struct UserScopeTests {
    @Test func twoScopes_signInAndSettingsStayApart_andTheHomeFolderIsUntouched() async throws {
        // Given
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-scope-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let di = AppDI(configuration: AppConfiguration(phase: .dev, home: home), session: testURLSession)
        let first = di.makeUserScope()
        let second = di.makeUserScope()
        // When
        let outcome = try await first.useCases.accounts.login(provider: .kakao, socialToken: "dev-customer")
        _ = first.useCases.preferences.save(Preferences(language: .korean))
        // Then
        #expect(outcome == .signedIn)
        #expect(try await first.useCases.makeRestoreSession()().nickname.isEmpty == false)
        await #expect(throws: DomainError.signedOut) { try await second.useCases.makeRestoreSession()() }
        await #expect(throws: DomainError.signedOut) { try await di.useCases.makeRestoreSession()() }
        #expect(first.language == .korean)
        #expect(second.language == di.configuration.language)
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("dev/session.json").path))
    }

    @Test func aScopeInTheBrowsersLanguage_speaksIt_untilASavedSettingNamesAnother() throws {
        // Given: a run whose options name no language
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-scope-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let di = AppDI(
            configuration: AppConfiguration(phase: .dev, home: home, language: .english), session: testURLSession)
        // When
        let korean = di.makeUserScope(language: .korean)
        let english = di.makeUserScope(language: .english)
        let settled = di.makeUserScope(language: .korean)
        _ = settled.useCases.preferences.save(Preferences(language: .english))
        // Then
        #expect(korean.language == .korean)
        #expect(english.language == .english)
        #expect(settled.language == .english)
    }
}
