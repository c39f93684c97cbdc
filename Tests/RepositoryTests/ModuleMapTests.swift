import Foundation
import Testing
import _TestSupport

/// The README's "Modules" section (its diagram and its table) names exactly the modules
/// Package.swift declares, so the map a newcomer reads first cannot drift from the build.
@Suite struct ModuleMapTests {
  /// Every library, system-library and executable target of Package.swift, by kind.
  static func packageTargets() throws -> [(kind: String, name: String)] {
    let manifest = try PackagePaths.text("Package.swift")
    let pattern = /\.(target|systemLibrary|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"/
    return manifest.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) }
  }

  /// The README's `## Modules` section, up to the next `## ` heading.
  static func moduleSection() throws -> Substring {
    let readme = try PackagePaths.text("README.md")
    let start = try #require(readme.range(of: "\n## Modules\n"))
    let rest = readme[start.upperBound...]
    return rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
  }

  /// Module names in the section: the words of its diagram (outside parentheses) and the
  /// backquoted names in the first column of its table.
  static func namesInSection(_ section: Substring) throws -> (diagram: Set<String>, table: Set<String>) {
    let fence = try #require(section.firstRange(of: "```\n"))
    let diagramEnd = try #require(section[fence.upperBound...].firstRange(of: "```"))
    let diagram = String(section[fence.upperBound..<diagramEnd.lowerBound]).replacing(/\([^)]*\)/, with: "")
    let words = diagram.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) }
    var table = Set<String>()
    for line in section.split(separator: "\n") where line.hasPrefix("| `") {
      let firstCell = line.dropFirst().prefix { $0 != "|" }
      table.formUnion(firstCell.matches(of: /`([^`]+)`/).map { String($0.output.1) })
    }
    return (Set(words), table)
  }

  @Test func packageDeclaresTheTargetsThisTestReads() throws {
    let names = try Self.packageTargets().map(\.name)
    // The parse itself: the composition root and a system library are found.
    #expect(names.contains("PressLabCLI") && names.contains("CCairo") && names.contains("presslab"))
    #expect(Set(names).count == names.count, "a target name appears twice: \(names)")
  }

  @Test func everyModuleOfPackageSwiftIsInTheReadme() throws {
    let modules = try Self.packageTargets().filter { $0.kind != "testTarget" }.map(\.name)
    let (diagram, table) = try Self.namesInSection(try Self.moduleSection())
    for module in modules {
      #expect(diagram.contains(module) || table.contains(module), "README's Modules section does not name \(module)")
    }
  }

  @Test func everyModuleOfTheReadmeIsInPackageSwift() throws {
    let modules = Set(try Self.packageTargets().filter { $0.kind != "testTarget" }.map(\.name))
    let (diagram, table) = try Self.namesInSection(try Self.moduleSection())
    #expect(!diagram.isEmpty && !table.isEmpty)
    for name in diagram.union(table).sorted() {
      #expect(modules.contains(name), "README's Modules section names \(name), which Package.swift does not declare")
    }
  }
}
