import Curves
import Foundation
import Presets
import Testing
import TextFormats
import _TestSupport

@testable import Cells
@testable import Recommendation
@testable import ReportModel

/// The code the shipped nightly prints for each recommendation, read as the engineer who pastes
/// it: it type-checks against Apple's signatures, it moves every property the preset's release
/// moves, and its numbers, read back from the text, draw the curve the report analysed.
@Suite struct NightlySnippetTests {
  static let report: ExecutedReport? = try? NightlyExecution.report.get()

  /// Each recommendation's snippets by platform ("UIKi", "Core", "Swif").
  static func snippets(_ record: CellRecord) -> [String: String] {
    Dictionary(uniqueKeysWithValues: record.outputs.compactMap { item -> (String, String)? in
      if case .snippet(let title, let code) = item { return (String(title.prefix(4)), code) } else { return nil }
    })
  }

  /// The release recommendations.
  static func recommends(_ report: ExecutedReport) -> [CellRecord] {
    report.records.filter { $0.kind == "recommend" && NightlyDecisionTests.isRelease($0, report) }
  }

  /// The touch-down recommendations.
  static func presses(_ report: ExecutedReport) -> [CellRecord] {
    report.records.filter { $0.kind == "recommend" && !NightlyDecisionTests.isRelease($0, report) }
  }

  @Test func everySnippetTypeChecks() throws {
    let report = try #require(Self.report)
    var apple: [(name: String, code: String)] = [], views: [(name: String, code: String)] = []
    #expect(Self.presses(report).count == 5)
    for record in Self.recommends(report) + Self.presses(report) {
      let s = Self.snippets(record)
      #expect(s["Core"] != nil && s["Swif"] != nil, "\(record.id): no snippet")
      if let uikit = s["UIKi"] { apple.append(("\(record.id) UIKit", uikit)) }
      apple.append(("\(record.id) Core Animation", s["Core"] ?? ""))
      views.append(("\(record.id) SwiftUI", s["Swif"] ?? ""))
      for code in s.values {
        for line in code.split(separator: "\n") { #expect(line.count <= SpringCode.maxColumns, "\(record.id): \(line)") }
      }
    }
    try withTemporaryFolder("apple-stand-ins") { folder in
      try AppleStandIns.build(into: folder)
      let files = [("Apple.swift", AppleStandIns.uikitFile(apple)), ("Views.swift", AppleStandIns.swiftUIFile(views))]
      let result = try AppleStandIns.typecheck(files, in: folder)
      #expect(result.status == 0, "swiftc -typecheck failed:\n\(result.all)\n\(files.map(\.1).joined(separator: "\n"))")
    }
  }

  /// The Core Animation key path of each property, as Apple names it (written here, not taken
  /// from the code that prints the snippets).
  static let keyPath: [PressProperty: String] = [
    .scaleX: "\"transform\"", .scaleY: "\"transform\"", .translationX: "\"transform\"", .translationY: "\"transform\"",
    .alpha: "\"opacity\"", .shadowOpacity: "\"shadowOpacity\"", .shadowRadius: "\"shadowRadius\"",
    .shadowOffsetX: "\"shadowOffset\"", .shadowOffsetY: "\"shadowOffset\"", .rippleDiameter: "rippleLayer, \"transform\"",
    .rippleOpacity: "rippleLayer, \"opacity\"",
  ]

  /// Every property of the preset's release phase is in the Core Animation snippet, which starts
  /// each from its presentation value, sets the model value and adds the animation under a key;
  /// PEButton's UIKit release brings alpha back to 1 and waits the 100 ms its press effect waits;
  /// a group on its own timing says so.
  @Test func everySnippetMovesTheWholeRelease() throws {
    let report = try #require(Self.report)
    for record in Self.recommends(report) {
      let cell = try #require(report.notebook.cells.first { $0.id == record.id })
      let preset = try Datasets.preset(try #require(cell.string("preset")))
      let s = Self.snippets(record)
      let ca = try #require(s["Core"])
      #expect(ca.contains("layer.presentation()?.value(forKeyPath: keyPath)"), "\(record.id)")
      #expect(ca.contains("layer.setValue(value, forKeyPath: keyPath)") && ca.contains("layer.add(animation, forKey: keyPath)"), "\(record.id)")
      let groups = try #require(preset.phase(.release)).animations
      // The group the recommendation replaces (the cell's property's, else the release group), and
      // the groups on their own timing: those that do more than hold its properties before it starts.
      let replaced = try #require(
        groups.first { g in cell.string("property").map { p in g.targets.contains { $0.property.rawValue == p } } ?? (g.name == preset.releaseGroup?.name) })
      let replacedProperties = Set(replaced.targets.map(\.property))
      let own = groups.filter { g in g.name != replaced.name && !(g.at < replaced.at && Set(g.targets.map(\.property)).isSubset(of: replacedProperties)) }
      for group in groups {
        for target in group.targets {
          let path = try #require(Self.keyPath[target.property], "\(target.property)")
          #expect(ca.contains(path), "\(record.id): \(target.property) missing:\n\(ca)")
        }
      }
      func count(_ text: String) -> Int { text.components(separatedBy: " own timing").count - 1 }
      #expect(count(ca) == own.count, "\(record.id): \(own.map(\.name))\n\(ca)")
      #expect(count(s["Swif"]!) >= min(1, own.count), "\(record.id)")
      if replaced.at > 0 {
        for code in s.values { #expect(code.contains("It starts \(Int((replaced.at * 1000).rounded())) ms after lift-off"), "\(record.id)") }
      }
    }
    let pebutton = try #require(report.records.first { $0.id == "recommend-003" })
    let uikit = try #require(Self.snippets(pebutton)["UIKi"])
    #expect(uikit.contains("button.alpha = 1") && uikit.contains("button.transform = .identity"))
    #expect(uikit.contains("delay: 0.1,"))
    #expect(Self.snippets(pebutton)["Swif"]!.contains(".opacity(isPressed ? 0.8 : 1)"))
    let shrink = try #require(report.records.first { $0.id == "recommend-000" })
    #expect(Self.snippets(shrink)["UIKi"]!.contains("animateBack(shadowLayer, \"shadowRadius\", to: 20"))
    // BFPaper's tap circle bursts to 380 pt (its 280 pt and the 100 pt burst) and fades, in SwiftUI too.
    let recommend004 = try #require(report.records.first { $0.id == "recommend-004" })
    let paper = try #require(Self.snippets(recommend004)["Swif"])
    #expect(paper.contains("Circle()") && paper.contains(".scaleEffect(isPressed ? 1 : 1.357)") && paper.contains(".opacity(isPressed ? 1 : 0)"), "\(paper)")
    #expect(!paper.contains("has no SwiftUI modifier"))
  }

  /// Every property of the preset's touch-down is in the Core Animation snippet, from its
  /// presentation value, its model value set, added under a key; every group but the pick's says
  /// it keeps its own timing; BFPaper's tap circle starts 5 pt across on a layer drawn 280 pt
  /// across, in Core Animation and in SwiftUI.
  @Test func everyPressSnippetMovesTheWholePress() throws {
    let report = try #require(Self.report)
    for record in Self.presses(report) {
      let cell = try #require(report.notebook.cells.first { $0.id == record.id })
      let name = try #require(cell.string("preset"))
      let preset = try Datasets.preset(name)
      let s = Self.snippets(record)
      let ca = try #require(s["Core"], "\(record.id): no Core Animation snippet")
      #expect(ca.contains("layer.presentation()?.value(forKeyPath: keyPath)"), "\(record.id)")
      #expect(ca.contains("layer.setValue(value, forKeyPath: keyPath)") && ca.contains("layer.add(animation, forKey: keyPath)"), "\(record.id)")
      let groups = try #require(preset.phase(.press)).animations
      for target in groups.flatMap(\.targets) {
        let path = try #require(Self.keyPath[target.property])
        #expect(ca.contains(path), "\(record.id): \(target.property) missing:\n\(ca)")
      }
      #expect(ca.components(separatedBy: " own timing").count - 1 == groups.count - 1, "\(record.id)\n\(ca)")
      #expect(s["Swif"]?.contains("isPressed ? .") == true, "\(record.id): the press's animation")
    }
    let press004 = try #require(report.records.first { $0.id == "press-004" })
    let paper = Self.snippets(press004)
    #expect(paper["Core"]!.contains("rippleLayer.transform = CATransform3DMakeScale(0.01786, 0.01786, 1)"), "\(paper["Core"]!)")
    #expect(paper["Swif"]!.contains(".scaleEffect(isPressed ? 1 : 0.01786)") && paper["Swif"]!.contains(".frame(width: 280, height: 280)"))
  }
}
