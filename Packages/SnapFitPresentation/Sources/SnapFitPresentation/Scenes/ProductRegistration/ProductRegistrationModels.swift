import SnapFitDomain

/// A maker registering a product: the fields checked step by step, the pictures' upload progress, the result.
public enum ProductRegistrationScene {
    public enum Check {
        public struct Request: Sendable {
            public let draft: ProductDraft

            public init(draft: ProductDraft) {
                self.draft = draft
            }
        }
    }

    public enum Submit {
        public struct Request: Sendable {
            public let draft: ProductDraft

            public init(draft: ProductDraft) {
                self.draft = draft
            }
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let message: String
            public let product: ProductDetailScene.Load.ViewModel
        }
    }

    /// One more picture uploaded.
    public struct ProgressViewModel: Sendable, Equatable, Encodable {
        public let file: String
        /// "2/3 · 1.2 MB / 3.4 MB".
        public let label: String
        public let completedFiles: Int
        public let totalFiles: Int
    }
}
