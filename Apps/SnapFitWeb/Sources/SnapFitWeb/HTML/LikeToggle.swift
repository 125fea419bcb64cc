/// The like (찜) button: a toggle (`aria-pressed`) named for its product, posting the new state and coming back
/// to `back`.
package enum LikeToggle {
    package static func form(productID: Int, title: String, liked: Bool, back: String, _ context: PageContext) -> HTML {
        """
        <form class="like" method="post" action="/products/\(productID)/like">\(context.tokenField)\
        <input type="hidden" name="liked" value="\(liked ? "0" : "1")">\
        <input type="hidden" name="back" value="\(back)">\
        <button type="submit" aria-pressed="\(liked ? "true" : "false")"><span aria-hidden="true">\(liked ? "♥" : "♡")</span> \
        \(WebWords.like(context.language))<span class="visually-hidden">: \(title)</span></button>\
        </form>
        """
    }
}
