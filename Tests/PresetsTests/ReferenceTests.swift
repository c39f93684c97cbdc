import Foundation
import Testing
import _TestSupport

@testable import Presets

/// Every number a preset cites from a seed must be in datasets/reference/seed-numbers.csv at that
/// line, and every number the table marks `modelled` must be used by some preset.
@Suite struct ReferenceTests {
  struct Row: Hashable {
    var file: String
    var line: Int
    var value: Double
    var status: String
  }

  static func rows() throws -> [Row] {
    let text = try String(contentsOf: Datasets.root.appending(path: "reference/seed-numbers.csv"), encoding: .utf8)
    var rows: [Row] = []
    for line in text.split(separator: "\n").dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard cells.count == 5, let number = Int(cells[1]), let value = Double(cells[3]) else {
        throw Datasets.LookupError(message: "bad reference row: \(line)")
      }
      rows.append(Row(file: cells[0], line: number, value: value, status: cells[4]))
    }
    return rows
  }

  @Test func tableIsWellFormed() throws {
    let rows = try Self.rows()
    #expect(rows.count > 150)
    let statuses = Set(rows.map(\.status))
    #expect(statuses.isSubset(of: ["modelled", "repeat", "derived", "notation", "not-modelled"]))
    // One seed file per preset file, five in all.
    #expect(Set(rows.map(\.file)).count == 5)
  }

  @Test func everySeedNumberAPresetCitesIsInTheTable() throws {
    let rows = try Self.rows()
    let presets = try Datasets.library().presets
    var checked = 0
    for preset in presets {
      for citation in preset.citations {
        guard case .seed(let file, let line) = citation.source else { continue }
        checked += 1
        let match = rows.contains {
          $0.file == file && $0.line == line && abs($0.value - citation.value) < 1e-12
            && ["modelled", "repeat", "derived"].contains($0.status)
        }
        #expect(
          match,
          "\(preset.name) \(citation.field) = \(citation.value) cites \(file):\(line), which the table does not list")
      }
    }
    #expect(checked > 150)
  }

  @Test func everyModelledNumberIsInSomePreset() throws {
    let rows = try Self.rows().filter { $0.status == "modelled" }
    let cited = try Datasets.library().presets.flatMap(\.citations)
    for row in rows {
      let used = cited.contains {
        if case .seed(let file, let line) = $0.source {
          return file == row.file && line == row.line && abs($0.value - row.value) < 1e-12
        }
        return false
      }
      #expect(used, "\(row.file):\(row.line) value \(row.value) is in no preset")
    }
  }

  @Test func everyPresetCitesItsOwnSeed() throws {
    for preset in try Datasets.library().presets {
      let seeds = Set(
        preset.citations.compactMap { c -> String? in
          if case .seed(let file, _) = c.source { return file }
          return nil
        })
      #expect(seeds == Set(preset.seed.map { [$0] } ?? []), "\(preset.name) cites \(seeds)")
    }
  }

  /// datasets/README.md lists every assumption: a table row naming the preset file and field.
  @Test func everyAssumptionIsListedInTheReadme() throws {
    let readme = try String(contentsOf: Datasets.root.appending(path: "README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n").map(String.init)
    for preset in try Datasets.library().presets {
      for citation in preset.citations where citation.source == .assumption {
        let field = citation.field.split(separator: ".").dropFirst().joined(separator: ".")
        let listed = lines.contains { $0.contains(preset.file) && $0.contains("`\(field)`") }
        #expect(listed, "\(preset.file) \(field) is an assumption missing from datasets/README.md")
      }
    }
  }
}
