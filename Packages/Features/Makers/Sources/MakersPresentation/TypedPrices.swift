import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// Prices as a user types them in the registration form: options as `MIN:PRICE` (`60:120000`) and the per-person
/// price in won (`20000`). What cannot be read is refused as the field's malformed value.
enum TypedPrices {
    static func options(_ typed: [String]) throws(DomainError) -> [PriceOption] {
        var options: [PriceOption] = []
        for text in typed {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let minutes = Int(parts[0].trimmingCharacters(in: .whitespaces)),
                let price = Int(parts[1].trimmingCharacters(in: .whitespaces))
            else { throw .validation(.init(field: .option, reason: .malformed(text))) }
            options.append(PriceOption(minutes: minutes, price: price))
        }
        return options
    }

    static func won(_ typed: String) throws(DomainError) -> Int {
        let text = typed.trimmingCharacters(in: .whitespaces)
        guard let price = Int(text) else { throw .validation(.init(field: .personPrice, reason: .malformed(text))) }
        return price
    }
}
