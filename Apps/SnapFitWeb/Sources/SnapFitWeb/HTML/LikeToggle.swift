/// The like (찜) button: a form posting the new state, which comes back to `back`.
enum LikeToggle {
    static func form(productID: Int, liked: Bool, back: String, _ context: PageContext) -> HTML {
        let label = liked ? WebWords.unlike(context.language) : WebWords.like(context.language)
        return """
            <form class="like" method="post" action="/products/\(productID)/like">\(context.tokenField)\
            <input type="hidden" name="liked" value="\(liked ? "0" : "1")">\
            <input type="hidden" name="back" value="\(back)">\
            <button type="submit" aria-pressed="\(liked ? "true" : "false")">\(liked ? "♥" : "♡") \(label)</button>\
            </form>
            """
    }
}
