import Foundation
import MakersDomain
import SnapFitDomain
import SnapFitWeb
import Testing

@testable import MakersWeb

/// Every session's registration drafts share one budget of picture bytes; the oldest drafts go first.
@MainActor
@Suite struct RegistrationDraftsTests {
    private func session() -> RegistrationSlot { RegistrationSlot() }

    private func draft(bytes: Int) -> RegistrationDraft {
        RegistrationDraft(fields: FormFields(), images: [ImageFile(name: "a.png", data: Data(count: bytes))])
    }

    @Test func keepingADraftBeyondTheBudget_letsGoOfTheOldest_only() {
        // Given: a budget for two drafts of 40 bytes
        let sut = RegistrationDrafts(budget: 100)
        let (first, second, third) = (session(), session(), session())
        sut.keep(draft(bytes: 40), in: first)
        sut.keep(draft(bytes: 40), in: second)
        // When
        sut.keep(draft(bytes: 40), in: third)
        // Then
        #expect(first.draft == nil)
        #expect(second.draft?.pictureBytes == 40 && third.draft?.pictureBytes == 40)
    }

    @Test func aSessionKeepingItsDraftAgain_countsOnce_andOneDraftOverTheBudgetStays() {
        // Given
        let sut = RegistrationDrafts(budget: 100)
        let (maker, other) = (session(), session())
        sut.keep(draft(bytes: 40), in: other)
        // When: one session keeps drafts again and again, the last larger than the budget
        for _ in 0..<3 { sut.keep(draft(bytes: 40), in: maker) }
        #expect(other.draft != nil)
        sut.keep(draft(bytes: 150), in: maker)
        // Then: the other goes; the newest stays, alone
        #expect(other.draft == nil && maker.draft?.pictureBytes == 150)
    }
}
