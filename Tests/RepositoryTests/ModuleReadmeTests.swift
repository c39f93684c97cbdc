import Foundation
import Testing
import _TestSupport

/// Every module folder has a README.md, and what its "May import" line allows is what its Swift
/// files import and what Package.swift gives the target, both ways; each C module is imported by
/// the one module its README names.
@Suite struct ModuleReadmeTests {
  /// The folders of the modules: every folder of Sources/, and Tests/_TestSupport.
  static func moduleFolders() throws -> [(name: String, folder: String)] {
    let sources = PackagePaths.path("Sources")
    let names = try FileManager.default.contentsOfDirectory(atPath: sources).sorted()
    return names.map { ($0, sources + "/" + $0) } + [("_TestSupport", PackagePaths.path("Tests/_TestSupport"))]
  }

  /// The modules each Swift file of `folder` (and its subfolders) imports.
  static func imports(in folder: String) -> Set<String> {
    var found = Set<String>()
    let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      let text = (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? ""
      for match in text.matches(of: /(?m)^\s*(?:@testable\s+)?import\s+(?:(?:struct|enum|func|class)\s+)?([A-Za-z_][A-Za-z0-9_]*)/) {
        found.insert(String(match.output.1))
      }
    }
    return found
  }

  /// The backquoted names of the README paragraph that starts with `label`, nil without one.
  static func names(after label: String, in readme: String) -> Set<String>? {
    guard let start = readme.range(of: "\n" + label) else { return nil }
    let rest = readme[start.upperBound...]
    let paragraph = rest.range(of: "\n\n").map { rest[..<$0.lowerBound] } ?? rest
    return Set(paragraph.matches(of: /`([A-Za-z_][A-Za-z0-9_]*)`/).map { String($0.output.1) })
  }

  /// These READMEs describe their dependencies in prose instead of a "May import:" line.
  static let importsInProse: Set<String> = []

  @Test func everyModuleHasAShortReadme() throws {
    for (name, folder) in try Self.moduleFolders() {
      let readme = try? String(contentsOfFile: folder + "/README.md", encoding: .utf8)
      #expect(readme != nil, "\(folder) has no README.md")
      guard let readme else { continue }
      #expect(readme.hasPrefix("# \(name)\n"), "\(name)/README.md should start with its title")
      let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
      #expect(lines <= 30, "\(name)/README.md has \(lines) lines; keep it short")
    }
  }

  @Test func importsAreWhatTheReadmeAllows() throws {
    var checked = 0
    for (name, folder) in try Self.moduleFolders() where !Self.importsInProse.contains(name) {
      let readme = (try? String(contentsOfFile: folder + "/README.md", encoding: .utf8)) ?? ""
      if FileManager.default.fileExists(atPath: folder + "/module.modulemap") { continue }  // C modules
      let imported = Self.imports(in: folder)
      let allowed = try #require(Self.names(after: "May import:", in: readme), "\(name)/README.md has no \"May import:\" line")
      let extra = imported.subtracting(allowed)
      #expect(extra.isEmpty, "\(name) imports \(extra.sorted()), which its README's \"May import:\" line does not allow")
      checked += 1
    }
    #expect(checked >= 10)
  }

  /// Modules that come with the toolchain, not from Package.swift.
  static let systemModules: Set<String> = ["Foundation", "Dispatch", "Glibc", "Testing"]

  /// Each target of Package.swift with the names in its `dependencies:` list.
  static func packageDependencies() throws -> [String: Set<String>] {
    let manifest = try PackagePaths.text("Package.swift")
    let pattern = /\.(?:target|systemLibrary|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?/
    var found: [String: Set<String>] = [:]
    for match in manifest.matches(of: pattern) {
      let list = match.output.2.map(String.init) ?? ""
      found[String(match.output.1)] = Set(list.matches(of: /"([^"]+)"/).map { String($0.output.1) })
    }
    return found
  }

  /// The other way round: a README allows only modules its target imports, and what a module
  /// allows or imports of this package is a dependency Package.swift gives it, each used.
  @Test func readmeAllowsWhatPackageSwiftGivesAndTheTargetImports() throws {
    let dependencies = try Self.packageDependencies()
    #expect(dependencies["Cells"]?.contains("Execution") == true, "the manifest parse finds dependencies")
    let packageModules = Set(dependencies.keys)
    var checked = 0
    for (name, folder) in try Self.moduleFolders() where !Self.importsInProse.contains(name) {
      if FileManager.default.fileExists(atPath: folder + "/module.modulemap") { continue }  // C modules
      let readme = (try? String(contentsOfFile: folder + "/README.md", encoding: .utf8)) ?? ""
      let allowed = try #require(Self.names(after: "May import:", in: readme), "\(name)/README.md has no \"May import:\" line")
      let given = try #require(dependencies[name], "Package.swift declares no target \(name)")
      let imported = Self.imports(in: folder)
      // Backquoted words that are not modules (`Canvas`, `exit`) are prose, not permissions.
      let allowedModules = allowed.intersection(packageModules.union(Self.systemModules))
      let unused = allowedModules.subtracting(imported)
      #expect(unused.isEmpty, "\(name)/README.md allows \(unused.sorted()), which \(name) does not import")
      let notGiven = allowedModules.intersection(packageModules).subtracting(given)
      #expect(notGiven.isEmpty, "\(name)/README.md allows \(notGiven.sorted()), which Package.swift does not give it")
      let undeclared = imported.intersection(packageModules).subtracting(given)
      #expect(undeclared.isEmpty, "\(name) imports \(undeclared.sorted()) without a Package.swift dependency on it")
      let idle = given.subtracting(imported)
      #expect(idle.isEmpty, "Package.swift gives \(name) \(idle.sorted()), which it does not import")
      checked += 1
    }
    #expect(checked >= 18)
  }

  @Test func eachCModuleHasTheOneImporterItsReadmeNames() throws {
    let folders = try Self.moduleFolders()
    let cModules = folders.filter { FileManager.default.fileExists(atPath: $0.folder + "/module.modulemap") }
    #expect(cModules.map(\.name).sorted() == ["CCMark", "CCairo", "CGSL", "CPango", "CSQLite", "CYAML"])
    let importsByModule = folders.map { (name: $0.name, imports: Self.imports(in: $0.folder)) }
    for (name, folder) in cModules {
      let readme = (try? String(contentsOfFile: folder + "/README.md", encoding: .utf8)) ?? ""
      let named = try #require(Self.names(after: "May be imported by:", in: readme), "\(name)/README.md names no importer")
      let importers = Set(importsByModule.filter { $0.imports.contains(name) }.map(\.name))
      #expect(importers.count == 1, "\(name) is imported by \(importers.sorted())")
      #expect(importers.isSubset(of: named), "\(name) is imported by \(importers.sorted()); its README allows \(named.sorted())")
    }
  }
}
