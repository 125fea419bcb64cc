import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// A maker registering a product, as a flow: each field checked when it is entered (the answers given up front all
/// at once, every refusal shown), the product shown as it will be
/// registered, then the pictures' upload progress and the new product.
public enum ProductRegistrationScene {
    /// What the flow shows, in order: each question and the review before the last, the upload's progress, then the product or why there is none.
    public enum Outcome: FailableOutcome, Equatable {
        case refused(Refusals.ViewModel)
        case question(Question.ViewModel)
        case review(Review.ViewModel)
        case progress(ProgressViewModel)
        case registered(Registered.ViewModel)
        case failed(ErrorViewModel)
    }

    /// Opens the form with the answers already given (flags, a web form); it asks for the rest.
    public enum Start {
        public struct Request: Sendable {
            public let answers: [ProductField: FlowAnswer]

            public init(answers: [ProductField: FlowAnswer] = [:]) {
                self.answers = answers
            }
        }
    }

    /// Every answer given up front that the form refuses, each with why, in the form's order: what a form sent whole
    /// (a web page) marks at once, beside each field. The question that follows asks for the first.
    public enum Refusals {
        public struct Response: Sendable {
            public let refusals: [(field: ProductField, error: DomainError)]
        }
        public struct ViewModel: Sendable, Equatable {
            public struct Refusal: Sendable, Equatable {
                public let field: ProductField
                public let refusal: ErrorViewModel
            }
            public let refusals: [Refusal]

            /// Why `field` was refused, if it was.
            public func refusal(of field: ProductField) -> ErrorViewModel? {
                refusals.first { $0.field == field }?.refusal
            }
        }
    }

    /// What the form asks now: a field, or to confirm the product as shown. A refused answer is asked again, with
    /// why.
    public enum Question {
        public typealias Step = FormStep<ProductField>
        public struct Response: Sendable {
            public let step: Step
            public let refusal: DomainError?
            /// What the catalog offers, for the vibes and locations questions.
            public let catalog: ProductCatalog
        }
        /// The vibes and locations questions offer the catalog's as their choices.
        public typealias ViewModel = FlowQuestion<Step>
    }

    /// The product as it will be registered, before confirming.
    public enum Review {
        public struct Response: Sendable {
            public let submission: ProductSubmission
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let title: String
            public let description: String
            public let vibesLabel: String
            public let locationsLabel: String
            public let settingLabel: String
            /// "60분 · 120,000원" per option.
            public let optionLabels: [String]
            public let personPriceLabel: String
            /// "사진 3장 · 2.1 MB · 대표 사진 a.png".
            public let picturesLabel: String
        }
    }

    /// More of the pictures uploaded: a finished file, or only more bytes sent.
    public struct ProgressViewModel: Sendable, Equatable, Encodable {
        /// The picture that just finished; `nil` when only more bytes went out.
        public let finishedFile: String?
        /// "2/3 · 1.2 MB / 3.4 MB · 35%".
        public let label: String
        public let completedFiles: Int
        public let totalFiles: Int
    }

    /// The product is registered; the flow is over.
    public enum Registered {
        public struct Response: Sendable {
            public let product: ProductDetail
            /// The currency the product is shown in, as every other product screen shows it.
            public let pricing: Pricing

            public init(product: ProductDetail, pricing: Pricing) {
                self.product = product
                self.pricing = pricing
            }
        }

        public struct ViewModel: Sendable, Equatable, Encodable {
            public let message: String
            public let product: ProductDetailScene.Load.ViewModel

            /// Where the registration leads: the new product.
            public var destination: Intent { .product(product.id) }
        }
    }
}
