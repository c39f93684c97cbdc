import Curves
import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// Each command's options are declared once: its `--help` lists every one, its parser accepts
/// every one and reads it, and refuses any other, naming it.
@Suite struct OptionDeclarationTests {
  static let commandNames = PressLab.commands.map { $0.name }

  static func command(_ name: String) -> any Command.Type { PressLab.commands.first { $0.name == name }! }

  /// Words that make each command stop at its operands, right after reading its options, so an
  /// option that is read fails nothing and nothing is computed or written.
  static let stopAtOperands: [String: [String]] = [
    "presets": ["new"], "bench": ["no-such-workload"], "chart": ["-o", "/nonexistent/chart.pdf"],
    "snapshot": ["--at", "0.1"], "merge": ["--csv", "/nonexistent/merged.csv"],
    "history": ["--history", "/nonexistent/history.sqlite", "diff"],
  ]

  /// A value each option accepts (else its default).
  static func sample(_ option: Option) -> String {
    let samples = [
      "--csv": "/nonexistent/t.csv", "--threads": "1", "-p": "bounce=0.3", "--shard": "0/2", "--params": "/nonexistent/p.yaml",
      "-o": "/nonexistent/out.pdf", "--history": "/nonexistent/history.sqlite", "--fail-on": "budget", "--release-at": "0.1",
      "--repress-at": "0.5", "--tap": "1,1", "--window": "1", "--at": "0.1", "--png": "/nonexistent/s.png",
      "--pdf": "/nonexistent/s.pdf", "--presets": "datasets/presets", "--last": "1", "--vary": "damping=0.1:1:3", "--x": "damping=0.1:1:3",
      "--y": "duration=0.2:0.4:3", "--metric": "overshoot_pct", "--contour": "1", "--labels": "front",
      "--panels": "velocity=0,1", "--end": "1", "--interval": "0.1", "--json": "/nonexistent/t.json", "--to": "css", "--from": "shrink-shadow",
      "--property": "scale", "--yaml": "/nonexistent/fit.yaml", "--name": "fit-x", "--rate": "60", "--region": "0,0,10,10", "--frames": "/nonexistent/frames",
    ]
    return samples[option.names[0]] ?? option.defaultValue!
  }

  @Test(arguments: commandNames)
  func helpListsEveryDeclaredOption(_ name: String) throws {
    let help = try ProcessRunner.presslab([name, "--help"]).stdout
    let table = help.split(separator: "\n").filter { $0.hasPrefix("  -") }
    for option in Self.command(name).options {
      #expect(table.contains { $0.hasPrefix("  " + option.label) }, "presslab \(name) --help does not list \(option.label)")
    }
    // And the usage lines name no option that is not declared.
    let usage = help.components(separatedBy: "\n\n")[0]
    let declared = Set(Self.command(name).options.flatMap(\.names))
    for word in usage.split(whereSeparator: { " []|()\n".contains($0) }) where word.hasPrefix("-") && word.count > 1 {
      #expect(declared.contains(String(word)), "presslab \(name)'s usage names \(word), which it does not declare")
    }
  }

  /// Each option given alone stops where no option is given: at the operands, with the same
  /// message. An option the command declares but does not read, or rejects, would differ.
  @Test(arguments: commandNames)
  func everyDeclaredOptionIsAcceptedAndRead(_ name: String) throws {
    let base = Self.stopAtOperands[name] ?? []
    let plain = try ProcessRunner.presslab([name] + base)
    #expect(plain.status == 64 || plain.status == 66, "\(plain.all)")
    for option in Self.command(name).options {
      var words = base
      if let i = words.firstIndex(where: option.names.contains) { words.removeSubrange(i...(i + 1)) }
      words += [option.names[0]] + (option.value == nil ? [] : [Self.sample(option)])
      let result = try ProcessRunner.presslab([name] + words)
      #expect(
        result.status == plain.status && result.stderr == plain.stderr,
        "presslab \(name) \(words.joined(separator: " ")): \(result.all)\nwithout it: \(plain.stderr)")
    }
  }

  @Test(arguments: commandNames)
  func anUndeclaredOptionIsRefusedByName(_ name: String) throws {
    let result = try ProcessRunner.presslab([name, "--no-such-option", "1"])
    #expect(result.status == 64, "\(result.all)")
    #expect(result.stderr.hasPrefix("presslab \(name): unknown option '--no-such-option'"), "\(result.all)")
    #expect(result.stdout.isEmpty)
  }

  @Test func aMisspeltOptionIsRefusedBeforeAnyWorkWithTheNearestName() throws {
    // Refused by the parse against the declared options, with the declared name it is nearest.
    let result = try ProcessRunner.presslab(["sweep", "datasets/sweeps/000-shrink-shadow.yaml", "--thread", "2"])
    #expect(result.status == 64)
    #expect(result.stderr == "presslab sweep: unknown option '--thread'; did you mean --threads?\n", "\(result.all)")
  }

  @Test func parsing() throws {
    let o = Option("-o", "--output", value: "FILE", help: "out")
    let p = Option("-p", value: "name=value", repeatable: true, help: "set")
    let flag = Option("--json", help: "json")
    let n = Option("--fps", value: "N", default: "120", help: "fps")
    var args = try Arguments(["a", "--output=x.pdf", "-p", "a=1", "-0.5", "-p", "b=2", "--json", "--", "--literal", "-"], options: [o, p, flag, n])
    let output = args.option(o), sets = args.options(p), json = args.flag(flag), fps = try args.number(n), given = args.isGiven(n)
    let operands = try args.finish()
    #expect(output == "x.pdf" && sets == ["a=1", "b=2"] && json && fps == 120 && !given)
    #expect(operands == ["a", "-0.5", "--literal", "-"])
    #expect(throws: CLIError.self) { try Arguments(["-o", "a", "--output", "b"], options: [o]) }
    #expect(throws: CLIError.self) { try Arguments(["--json=1"], options: [flag]) }
    #expect(throws: CLIError.self) { try Arguments(["-o"], options: [o]) }
    // A given option the command never reads is the command's fault, said as such (exit 70).
    var unread = try Arguments(["--json"], options: [flag, o])
    do {
      _ = try unread.finish()
      Issue.record("an unread option passed")
    } catch let error as CLIError {
      #expect(error.status == ExitStatus.software)
    }
  }

  /// `presslab curve --help` lists the models of the model registry, each with its parameters.
  @Test func curveHelpListsTheRegistryModels() throws {
    let help = try ProcessRunner.presslab(["curve", "--help"]).stdout
    let section = help.components(separatedBy: "Options:")[0]
    for model in CurveModel.allCases {
      guard let start = section.range(of: "\n  \(model.rawValue) ") else {
        Issue.record("curve --help does not list \(model.rawValue)")
        continue
      }
      // The entry's lines, up to the next model, joined where they were wrapped.
      let following = section[start.upperBound...].split(separator: "\n")
      let lines = following.prefix(1) + following.dropFirst().prefix { $0.hasPrefix("    ") }
      let entry = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      #expect(model.parameterNames.count > 0)
      #expect(entry.hasPrefix("parameters: " + model.parameterNames.joined(separator: ", ") + " "), "\(model.rawValue): \(entry)")
    }
  }
}
