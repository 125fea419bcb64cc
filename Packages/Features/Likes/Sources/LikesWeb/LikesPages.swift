import SnapFitWeb

/// The feature's form, as the web app lists it (decision 0024): each product's like toggle posts to it.
package enum LikesPages {
    package static let feature = WebFeature(
        pages: [WebPage("/products/#/like", methods: ["POST"]) { await LikeAction.respond($0, productID: $0.ids[0]) }],
        myPageLinks: [])
}
