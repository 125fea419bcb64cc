import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// A list of products (all, by vibes, one maker's, or the liked ones) with infinite scroll and stepping through
/// its products one by one.
public enum ProductListScene {
    /// What a list shows: a page of rows, the product chosen, a notice that the list ends here, or why it cannot.
    public enum Outcome: FailableOutcome, Equatable {
        case page(Page.ViewModel)
        case selection(Select.Selection)
        case notice(Notice)
        case failed(ErrorViewModel)
    }

    /// Which list to show.
    public typealias Source = BrowsedList

    public enum Load {
        public struct Request: Sendable {
            public let source: Source

            public init(source: Source) {
                self.source = source
            }
        }
    }

    /// Starts a search of the catalog for the words as typed.
    public enum Search {
        public struct Request: Sendable {
            public let words: String

            public init(words: String) {
                self.words = words
            }
        }
    }

    /// Shows a list as a page of a web app does: its rows from the first, at least `atLeast` of them (more pages
    /// are loaded as needed, up to the list's end or `maxRows`). The list already shown keeps its rows and its last
    /// viewed row, so coming back to it shows where the user was; another list starts afresh. Search words are
    /// checked as `Search` checks them.
    public enum Show {
        /// The most rows one `Show` asks for.
        public static let maxRows = 400

        public enum List: Sendable, Equatable {
            case source(Source)
            /// A search for the words as typed.
            case search(words: String)
        }

        public struct Request: Sendable {
            public let list: List
            public let atLeast: Int

            public init(list: List, atLeast: Int) {
                self.list = list
                self.atLeast = atLeast
            }
        }
    }

    public enum LoadMore {
        public struct Request: Sendable {
            public init() {}
        }
    }

    /// Rows arrived (the first page for `Load`, one more for `LoadMore`).
    public enum Page {
        public struct Response: Sendable {
            public let source: Source
            public let page: [ProductSummary]
            /// The index of the page's first row in the list.
            public let firstIndex: Int
            public let isAtEnd: Bool
            public let lastViewedIndex: Int?
            /// Rows of the list left out so far: their maker left SnapFit, or (a search) they did not match.
            public let hidden: Int
            public var pricing: Pricing = .won()
            public var layout: ListLayout = .list
            /// The signed-in user's id, when known: their own products offer them no like.
            public var viewerID: Int?
        }

        public struct ViewModel: Sendable, Equatable, Encodable {
            public let title: String
            /// The new rows, numbered from 1 through the whole list.
            public let rows: [Row]
            public let isAtEnd: Bool
            /// How many products were left out so far, and why; `nil` when none were.
            public let hiddenNotice: String?
            /// Whether more follows, or that the list ends here.
            public let footer: String
            /// What the user can do next: `.loadMore` until the end of the list.
            public let nextAction: Intent?
            /// The 1-based number of the product last opened, so the list can show where the user was.
            public let lastViewed: Int?
            /// Rows (`list`) or a grid of cards (`grid`), as the settings say.
            public let layout: ListLayout
            /// The rates' date, or that prices are in won for want of rates; `nil` in won as asked.
            public let pricesNotice: String?
            /// For a search: how much of the catalog was scanned, and the scan's bound.
            public let scanNotice: String?
        }
    }

    public struct Row: Sendable, Equatable, Encodable {
        public let number: Int
        public let product: ProductCardViewModel
    }

    /// Opens a product of the list: by a step from the last viewed one, by row number, or by id.
    public enum Select {
        public struct Request: Sendable {
            public enum Target: Sendable, Equatable {
                /// Rows from the last viewed one: +1 next, -1 previous.
                case step(Int)
                /// A 1-based row number.
                case number(Int)
                /// A product by id, when it is listed.
                case product(id: Int)
            }

            public let target: Target

            public init(target: Target) {
                self.target = target
            }
        }
        public struct Response: Sendable {
            public let product: ProductSummary
            public let index: Int
            public let loadedCount: Int
            public let isAtEnd: Bool
        }
        /// Where the chosen product sits; the detail scene loads it.
        public struct Selection: Sendable, Equatable {
            public let productID: Int
            public let makerID: Int
            public let position: ListPosition

            /// Where the selection leads: the product chosen.
            public var destination: Intent { .product(productID) }
        }
    }

    /// A short message with a stable kind for scripts: `end_of_list` and `start_of_list` are notices; `no_list` and
    /// `no_such_row` are shown as errors.
    public struct Notice: Sendable, Equatable, Encodable {
        public let kind: ErrorKind
        public let message: String
    }

    /// Why a list shows a notice instead of rows.
    public enum NoticeReason: Sendable, Equatable {
        case endOfList
        case startOfList
        case noList
        case noSuchRow
        /// `next`/`prev` after opening a product that is not in the list.
        case outsideList
    }
}

extension ProductListScene.Outcome {
    /// The product chosen, when this outcome is a choice.
    public var selection: ProductListScene.Select.Selection? {
        switch self {
        case .selection(let selection): selection
        case .page, .notice, .failed: nil
        }
    }
}
