import SnapFitWeb

/// The thumbnail, chosen among the pictures as radio buttons (`thumbnail`, counted from 1), the first checked unless
/// another is. Before any picture is chosen it holds only its hint; the page's script fills it as pictures are
/// chosen.
struct ThumbnailChoice {
    let legend: String
    let hint: String
    /// The chosen pictures' names.
    let pictures: [String]
    /// The checked picture's place among them.
    let chosen: Int
    let refusal: String?

    var html: HTML {
        let notes = FieldNotes(name: "thumbnail", hint: hint, refusal: refusal)
        let choices = pictures.enumerated().map { index, name -> HTML in
            let checked: HTML = index == chosen ? " checked" : ""
            return """
                <div class="choice"><input type="radio" id="thumbnail-\(index + 1)" name="thumbnail" \
                value="\(index + 1)"\(checked)\(notes.describedBy)> <label for="thumbnail-\(index + 1)">\(name)</label></div>
                """
        }
        return """
            <fieldset class="choices" id="thumbnail"\(notes.describedBy)>
            <legend>\(legend)</legend>
            \(notes.html)
            <div id="thumbnail-choices">\(choices)</div>
            </fieldset>
            """
    }
}
