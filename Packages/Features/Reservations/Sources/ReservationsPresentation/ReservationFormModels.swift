import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// Booking a shoot: choose an option, a time, the people, contact and place; see the total; confirm.
public enum ReservationFormScene {
    /// What the flow shows, in order: the product, each question and the quote before the last, then the booking or why there is none.
    public enum Outcome: FailableOutcome, Equatable {
        case product(LoadProduct.ViewModel)
        case question(Question.ViewModel)
        case quote(Quote.ViewModel)
        case booked(Booked.ViewModel)
        case failed(ErrorViewModel)
    }

    /// The product to book, with its options.
    public enum LoadProduct {
        public struct Response: Sendable {
            public let product: ProductDetail
            public var pricing: Pricing = .won()
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let productID: Int
            public let title: String
            public let options: [ProductDetailScene.Load.Option]
            public let personPriceLabel: String?
            /// The rates' date, or that prices are in won for want of rates; `nil` in won as asked.
            public let pricesNotice: String?
        }
    }

    /// Opens the form for a product with the answers already given (flags, a link); it asks for the rest.
    public enum Start {
        public struct Request: Sendable {
            public let productID: Int
            public let answers: [BookingField: String]
            /// Whether the warnings the booking may bring (see `BookingWarning`) are accepted up front.
            public let acceptsWarnings: Bool

            /// `answersAll`: the form is answered all at once (a script's flags, a web form), so an optional field
            /// not given is left empty rather than asked for.
            public init(
                productID: Int, answers: [BookingField: String] = [:], acceptsWarnings: Bool = false,
                answersAll: Bool = false
            ) {
                self.productID = productID
                var answers = answers
                if answersAll {
                    for field in BookingField.allCases where field.isOptional && answers[field] == nil {
                        answers[field] = ""
                    }
                }
                self.answers = answers
                self.acceptsWarnings = acceptsWarnings
            }
        }
    }

    /// What the form asks now: a field, or to confirm the quote. A refused answer is asked again, with why.
    public enum Question {
        public typealias Step = FormStep<BookingField>
        public struct Response: Sendable {
            public let step: Step
            /// Why the last answer to this step was refused, if it was.
            public let refusal: DomainError?
            /// For the confirmation: what the booking may not mean, and whether it was accepted up front.
            public var warnings: [BookingWarning] = []
            public var warningsAccepted = false
        }
        public typealias ViewModel = FlowQuestion<Step>
    }

    /// What would be booked and its total, before confirming.
    public enum Quote {
        public struct Response: Sendable {
            public let product: ProductDetail
            public let request: ReservationRequest
            public var pricing: Pricing = .won()
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let productTitle: String
            public let optionLabel: String
            public let timeLabel: String
            /// `2026-06-10T14:00:00+09:00`, for scripts.
            public let time: String
            public let people: Int
            public let place: String
            /// In won, what the booking costs.
            public let totalPrice: Int
            /// In the screen's currency, when it is not won.
            public let totalConverted: ConvertedPrice?
            /// "총 160,000원 (120,000원 + 20,000원 × 2명)".
            public let totalLabel: String
        }
    }

    /// What the customer sees once the booking went through: the reservation, or, when the server's answer was lost
    /// but the booking was found in their list, that booking. The flow is over.
    public enum Booked {
        public struct Response: Sendable {
            public let outcome: BookingOutcome
            public let pricing: Pricing

            public init(outcome: BookingOutcome, pricing: Pricing = .won()) {
                self.outcome = outcome
                self.pricing = pricing
            }
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let reservationID: Int
            public let message: String
            /// The whole reservation when the server answered; `nil` when it was found in the list instead.
            public let reservation: ReservationViewModel?
            /// Whether the server's answer was lost and the booking was found afterwards.
            public let foundAfterLostAnswer: Bool

            /// Where the booking leads: the reservation made.
            public var destination: Intent { .reservation(reservationID) }
        }
    }
}
