import Foundation
import MakersDomain
import SnapFitDomain
import SnapFitWeb
import Testing

@testable import MakersWeb

/// Every session's registration drafts share one budget of picture bytes; the oldest drafts go first.
@Suite struct RegistrationDraftsTests {
    private func draft(bytes: Int) -> RegistrationDraft {
        RegistrationDraft(fields: FormFields(), images: [ImageFile(name: "a.png", data: Data(count: bytes))])
    }

    @Test func keepingADraftBeyondTheBudget_letsGoOfTheOldest_only() {
        // Given: a budget for two drafts of 40 bytes
        let sut = RegistrationDrafts(budget: 100)
        let first = sut.keep(bytes: 40, replacing: nil, in: SessionReference())
        let second = sut.keep(bytes: 40, replacing: nil, in: SessionReference())
        // When
        let third = sut.keep(bytes: 40, replacing: nil, in: SessionReference())
        // Then
        #expect(first.letGo.isEmpty && second.letGo.isEmpty)
        #expect(third.letGo.map(\.ticket) == [first.ticket])
        #expect(Set([first.ticket, second.ticket, third.ticket]).count == 3)
    }

    @Test func aSessionKeepingItsDraftAgain_countsOnce_andOneDraftOverTheBudgetStays() {
        // Given
        let sut = RegistrationDrafts(budget: 100)
        let other = sut.keep(bytes: 40, replacing: nil, in: SessionReference())
        // When: one session keeps drafts again and again, the last larger than the budget
        var maker = sut.keep(bytes: 40, replacing: nil, in: SessionReference())
        for _ in 0..<2 {
            maker = sut.keep(bytes: 40, replacing: maker.ticket, in: SessionReference())
            #expect(maker.letGo.isEmpty)
        }
        let last = sut.keep(bytes: 150, replacing: maker.ticket, in: SessionReference())
        // Then: the other goes; the newest stays, alone
        #expect(last.letGo.map(\.ticket) == [other.ticket])
        #expect(sut.keep(bytes: 10, replacing: last.ticket, in: SessionReference()).letGo.isEmpty)
    }

    @Test func aDraftLetGo_isNoLongerCounted() {
        // Given: two drafts filling the budget, the first then let go by its session
        let sut = RegistrationDrafts(budget: 100)
        let first = sut.keep(bytes: 50, replacing: nil, in: SessionReference())
        _ = sut.keep(bytes: 50, replacing: nil, in: SessionReference())
        // When
        sut.release(first.ticket)
        // Then
        #expect(sut.keep(bytes: 50, replacing: nil, in: SessionReference()).letGo.isEmpty)
    }

    @Test func aSlot_letsGoOfItsDraft_onlyForTheTicketItHolds_andIsNoLongerCountedThen() {
        // Given: a slot that kept a draft twice
        let drafts = RegistrationDrafts(budget: 100)
        let slot = RegistrationSlot()
        slot.keep(draft(bytes: 60), in: SessionReference(), drafts: drafts)
        let first = slot.ticket
        slot.keep(draft(bytes: 60), in: SessionReference(), drafts: drafts)
        // When: the ledger names the first ticket, then the one it holds
        slot.letGo(ticket: first ?? 0)
        let kept = slot.draft?.pictureBytes
        slot.letGo(ticket: slot.ticket ?? 0)
        // Then
        #expect(kept == 60)
        #expect(slot.draft == nil && slot.ticket == nil)
        #expect(drafts.keep(bytes: 100, replacing: nil, in: SessionReference()).letGo.isEmpty)
    }
}
