import Foundation
import SnapFitDomain
import SnapFitNetworking

/// The product and like routes (§3.12–3.17, §3.19).
enum ProductEndpoints {
    /// `GET /snapfit/posts/all`, `/snapfit/posts/filter/vibes?vibes=` (comma-separated names, percent-encoded by
    /// the provider) or `/snapfit/posts/maker?userId=`, with `limit` and `offset`.
    static func products(_ filter: ProductFilter, page: PageRequest) -> Endpoint<PageDTO<PostSummaryDTO>> {
        let paging = pageItems(page)
        switch filter {
        case .all:
            return Endpoint(method: .get, path: "/snapfit/posts/all", queryItems: paging)
        case .vibes(let names):
            return Endpoint(
                method: .get, path: "/snapfit/posts/filter/vibes",
                queryItems: [.init(name: "vibes", value: names.joined(separator: ","))] + paging)
        case .maker(let id):
            return Endpoint(
                method: .get, path: "/snapfit/posts/maker", queryItems: paging + [.init(name: "userId", value: "\(id)")]
            )
        }
    }

    /// `GET /snapfit/post?id=`.
    static func product(id: Int) -> Endpoint<PostDetailDTO> {
        Endpoint(method: .get, path: "/snapfit/post", queryItems: [.init(name: "id", value: "\(id)")])
    }

    /// `POST /snapfit/post/like?postId=`.
    static func like(productID: Int) -> Endpoint<Void> {
        Endpoint(method: .post, path: "/snapfit/post/like", queryItems: [.init(name: "postId", value: "\(productID)")])
    }

    /// `DELETE /snapfit/post/like?postId=`.
    static func unlike(productID: Int) -> Endpoint<Void> {
        Endpoint(
            method: .delete, path: "/snapfit/post/like", queryItems: [.init(name: "postId", value: "\(productID)")])
    }

    /// `GET /snapfit/post/like?limit=&offset=`; the server refuses an offset above 100.
    static func likedProducts(page: PageRequest) -> Endpoint<PageDTO<PostSummaryDTO>> {
        Endpoint(method: .get, path: "/snapfit/post/like", queryItems: pageItems(page))
    }

    private static func pageItems(_ page: PageRequest) -> [URLQueryItem] {
        [.init(name: "limit", value: "\(page.limit)"), .init(name: "offset", value: "\(page.offset)")]
    }
}
