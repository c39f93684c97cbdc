/// A calendar date and time in UTC from seconds since 1970, without Foundation, so reports and PDF
/// metadata date themselves the same way everywhere (SOURCE_DATE_EPOCH or now).
public struct UTCDate: Hashable, Sendable {
  public let year: Int64, month: Int64, day: Int64
  public let hour: Int64, minute: Int64, second: Int64

  public init(secondsSince1970 seconds: Int64) {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let rest = seconds - days * 86_400
    // Civil date from days since the epoch (H. Hinnant's algorithm).
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    day = doy - (153 * mp + 2) / 5 + 1
    month = mp < 10 ? mp + 3 : mp - 9
    year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    hour = rest / 3600
    minute = rest / 60 % 60
    second = rest % 60
  }

  private func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }

  /// "YYYY-MM-DD".
  public var dateText: String { "\(year)-\(two(month))-\(two(day))" }
  /// "YYYY-MM-DDTHH:MM:SSZ" (ISO 8601).
  public var iso8601: String { dateText + "T\(two(hour)):\(two(minute)):\(two(second))Z" }
}
