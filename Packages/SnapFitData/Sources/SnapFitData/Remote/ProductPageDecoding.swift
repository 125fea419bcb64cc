import Foundation
import SnapFitDomain

/// Reads a `GET /snapfit/posts/*` body the two ways `snapfit-bench` compares: into the wire DTOs alone, and through
/// them into sorted domain products, as `RemoteProductRepository` does.
public enum ProductPageDecoding {
    /// The number of rows, decoded into the DTOs and nothing more.
    public static func transferObjectCount(in body: Data) throws -> Int {
        try JSONDecoder().decode(PageDTO<PostSummaryDTO>.self, from: body).data.count
    }

    /// The rows as domain products, in id order.
    public static func products(in body: Data) throws -> [ProductSummary] {
        try JSONDecoder().decode(PageDTO<PostSummaryDTO>.self, from: body).data.map { $0.toDomain() }
            .sorted { $0.id < $1.id }
    }
}
