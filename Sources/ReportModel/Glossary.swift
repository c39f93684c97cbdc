/// The words a report's decisions use, defined once near the front of the PDF and the HTML twin.
public enum Glossary {
  /// `words`: the report's visibility threshold ("½ device pixel").
  public static func all(_ words: String) -> [(term: String, meaning: String)] { [
    ("Overshoot", "how far the button travels past where it comes to rest, in device pixels; under \(words) nobody sees it."),
    ("Settle", "the moment the button stops moving for good: it stays within \(words) of rest from then on."),
    ("Snap", "a visible jump: the animation is removed before it arrives, and the button jumps the rest of the way."),
    ("Damping", "how quickly a spring's swing dies away. A damping ratio of 1 means no bounce; lower values bounce more."),
    ("Velocity", "how fast the spring starts moving, in lengths of the whole movement per second."),
    ("Duration", "how long the animation runs; for UIKit springs, when the spring is removed, whether or not it has arrived."),
    ("Device pixel", "one pixel of the screen: a third of a point on a 3× iPhone screen."),
  ] }

  /// The glossary when the report makes decisions or sweeps; nothing for a report without them.
  public static func entries(for report: ExecutedReport) -> [(term: String, meaning: String)] {
    let decides = report.summaries.contains { $0.decision != nil } || report.records.contains { $0.kind == "sweep" }
    return decides ? all(report.visibility.words) : []
  }
}
