import Foundation

/// Answers as the SnapFit server sends them, for the tests of every remote repository (the kernel's and the
/// features').
public enum WireFixtures {
    /// Product 12's detail (§4.7), as `GET` and `POST /snapfit/post` answer: a studio shoot, two options sorted as
    /// text, no person price.
    public static let productDetail = Data(
        #"{"id":12,"maker":{"id":5,"nickName":"yongha"},"createAt":"2024-08-24 13:05:11","thumbnail":"https://img/t.png","images":["https://img/a.png","https://img/b.png"],"desc":"설명","title":"한강 커플 스냅","vibes":["러블리"],"locations":["서울","부산"],"prices":[{"min":60,"price":100000},{"min":30,"price":30000}],"personPrice":null,"studio":true,"like":false}"#
            .utf8)
}
