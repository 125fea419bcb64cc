import MakersDomain
import MakersPresentation
import SnapFitDomain
import SnapFitPresentation
import SnapFitWeb

/// A product registration a maker is filling in, kept in their session between its pages (`RegistrationDrafts`):
/// the form's fields and the pictures the flow accepted, so that neither a refused answer nor "Change" on the review
/// makes them choose those pictures again; and, once every answer is accepted, the flow showing the review, waiting
/// for the confirmation.
struct RegistrationDraft {
    var fields: FormFields
    var images: [ImageFile]
    var review:
        (scene: any ProductRegistrationBusinessLogic, display: SceneRecording<ProductRegistrationScene.Outcome>)?

    /// The chosen thumbnail's place among the images: the form's `thumbnail` (counted from 1), else the first.
    var thumbnailIndex: Int {
        guard let chosen = Int(fields["thumbnail"] ?? ""), images.indices.contains(chosen - 1) else { return 0 }
        return chosen - 1
    }

    /// The thumbnail, one of the images; none before there are images.
    var thumbnail: [ImageFile] { images.isEmpty ? [] : [images[thumbnailIndex]] }

    /// The pictures as the review shows them, the thumbnail first; their addresses number them from 1.
    var pictures: [ImageFile] { thumbnail + images }

    var pictureBytes: Int { images.reduce(0) { $0 + $1.data.count } }
}
