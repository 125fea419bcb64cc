import Foundation
import SnapFitData
import SnapFitNetworking

/// The routes a product's registration takes (§3.10, §3.11): its pictures' upload addresses, then the product.
enum ProductRegistrationEndpoints {
    /// `GET /snapfit/image/paths?ext=png&ext=heic…`: one signed PUT URL per extension.
    static func imagePaths(extensions: [String]) -> Endpoint<PostFileDTO> {
        Endpoint(
            method: .get, path: "/snapfit/image/paths", queryItems: extensions.map { .init(name: "ext", value: $0) })
    }

    /// `POST /snapfit/post`: the new product's detail.
    static func createPost(_ body: CreatePostDTO) -> Endpoint<PostDetailDTO> {
        Endpoint(method: .post, path: "/snapfit/post", body: .json(body))
    }
}
