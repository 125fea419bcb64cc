import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// The words of a booking time asked as a date picker and a time picker: a legend that says the time zone once,
/// and each picker's name.
public struct TimePickerLabels: Sendable, Equatable {
    public let legend: String
    public let date: String
    public let clock: String

    public init(language: Language) {
        legend = language.pick("일시 (한국 시간)", "When (Korea time)")
        date = language.pick("날짜", "Date")
        clock = language.pick("시각", "Time")
    }
}
