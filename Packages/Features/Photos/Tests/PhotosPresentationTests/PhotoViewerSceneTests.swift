import Foundation
import PhotosDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import PhotosPresentation

final class PhotoViewerDisplaySpy: PhotoViewerDisplayLogic {
    private(set) var photos: [PhotoViewerScene.ViewModel] = []
    private(set) var questions: [PhotoViewerScene.Question] = []
    private(set) var closed: [PhotoViewerScene.Closed] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayPhoto(viewModel: PhotoViewerScene.ViewModel) { photos.append(viewModel) }
    func displayQuestion(viewModel: PhotoViewerScene.Question) { questions.append(viewModel) }
    func displayClosed(viewModel: PhotoViewerScene.Closed) { closed.append(viewModel) }
    func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
@Suite struct PhotoViewerSceneTests {
    private let display = PhotoViewerDisplaySpy()

    /// Photo 2 of each product cannot be fetched, photo 3 is no picture; the others are PNG files of 12 bytes.
    private func makeSUT(photos: Int = 3, language: Language = .english) -> any PhotoViewerBusinessLogic {
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id, photos: photos) }
        var files = StubPhotoRepository()
        files.onPhoto = { (url) throws(DomainError) in
            guard !url.lastPathComponent.hasSuffix("-2.png") else { throw .unreachable }
            return Photo(data: url.lastPathComponent.hasSuffix("-3.png") ? Data("<html>".utf8) : ImageFile.png.data)
        }
        let presenter = PhotoViewerPresenter(language: language)
        presenter.display = display
        return PhotoViewerInteractor(
            presenter: presenter, fetchProductPhotos: FetchProductPhotos(products: products),
            fetchPhoto: FetchPhoto(photos: files))
    }

    @Test func eachPhoto_comesWithItsSizeAndBytes_orSaysTheyCouldNotBeFetched() async {
        let sut = makeSUT()
        await sut.open(request: .init(productID: 12, staysOpen: true))
        await sut.answer(request: .text("next"))
        await sut.answer(request: .text("next"))
        #expect(
            display.photos.map(\.sizeLabel) == [
                "45 B · png", "size unknown (the photo could not be fetched)",
                "size unknown (not a picture, or too large to show)",
            ])
        #expect(
            display.photos.map(\.byteCount) == [45, nil, nil] && display.photos.map(\.format) == ["png", nil, nil])
        #expect(display.photos.first?.image == ImageFile.png.data && display.photos.last?.image == nil)
    }

    @Test func open_atAPhoto_showsItsIndexAndAsksWhereToGo() async {
        await makeSUT().open(request: .init(productID: 12, photo: 2, staysOpen: true))
        #expect(display.photos.map(\.indexLabel) == ["2 / 3"])
        #expect(display.photos.first?.url == "https://img.example/12-2.png" && display.photos.first?.isOpen == true)
        #expect(display.questions.count == 1 && display.questions.first?.refusal == nil)
    }

    @Test func nextPrevNumbersAndEnter_pageThroughThePhotos_andSayWhenThereIsNoMore() async {
        let sut = makeSUT()
        await sut.open(request: .init(productID: 12, staysOpen: true))
        for word in ["next", "", "n", "prev", "p", "p", "3", "9", "-9223372036854775808", "zoom"] {
            await sut.answer(request: .text(word))
        }
        #expect(display.photos.map(\.number) == [1, 2, 3, 2, 1, 3])
        #expect(
            display.questions.compactMap(\.refusal?.kind) == [.endOfList, .startOfList, .noSuchRow, .noSuchRow, .usage])
    }

    @Test func q_orCancel_closesAtThePhotoShown_andNothingAfterCounts() async {
        let sut = makeSUT()
        await sut.open(request: .init(productID: 12, staysOpen: true))
        await sut.answer(request: .text("next"))
        await sut.answer(request: .text("Q"))
        sut.cancel()
        await sut.answer(request: .text("next"))
        #expect(display.closed == [.init(productID: 12, number: 2, message: "Photos closed at 2 / 3.")])
        #expect(display.photos.count == 2)
    }

    @Test func openedForOnePhoto_showsItAloneWithoutAsking() async {
        await makeSUT(language: .korean).open(request: .init(productID: 12, photo: 3, staysOpen: false))
        #expect(display.photos.map(\.isOpen) == [false] && display.questions.isEmpty)
    }

    @Test func aPhotoTheProductLacks_orAProductWithoutPhotos_isRefused() async {
        await makeSUT().open(request: .init(productID: 12, photo: 4, staysOpen: true))
        await makeSUT(photos: 0).open(request: .init(productID: 12, staysOpen: true))
        #expect(display.errors.map(\.message) == ["The photos are numbered 1 to 3.", "This product has no photos."])
        #expect(display.photos.isEmpty && display.questions.isEmpty)
    }

    @Test func aProductThatCannotBeHad_isTheError() async {
        var products = StubProductRepository()
        products.onProduct = { (_) throws(DomainError) -> ProductDetail in throw DomainError.productNotFound }
        let presenter = PhotoViewerPresenter(language: .english)
        presenter.display = display
        await PhotoViewerInteractor(
            presenter: presenter, fetchProductPhotos: FetchProductPhotos(products: products),
            fetchPhoto: FetchPhoto(photos: StubPhotoRepository())
        ).open(request: .init(productID: 404, staysOpen: true))
        #expect(display.errors.map(\.kind) == [.notFound])
    }
}
