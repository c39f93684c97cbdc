import Foundation
import Testing
import _TestSupport

/// `presslab presets new` and `presslab presets check`, and the preset files' JSON Schema checked
/// by Python's jsonschema (a real validator, not PressLab's reader).
@Suite struct PresetAuthoringTests {
  @Test func aNewPresetIsWrittenCheckedAndListedAsYours() throws {
    try withTemporaryFolder("new") { folder in
      try FileManager.default.createDirectory(atPath: folder.path("presets/team"), withIntermediateDirectories: true)
      let file = folder.path("presets/team/checkout.yaml")
      let made = try ProcessRunner.presslab(["presets", "new", "checkout", "--presets", folder.path("presets"), "--to", file])
      #expect(made.status == 0, "\(made.all)")
      #expect(made.stdout.contains("wrote \(file)"))
      let checked = try ProcessRunner.presslab(["presets", "check", file])
      #expect(checked.status == 0, "\(checked.all)")
      #expect(checked.stdout == "\(file): ok (1 preset)\n")
      // Presets in a sub-folder are found by name, and a plain preset's source is "yours".
      let listed = try ProcessRunner.presslab(["presets", "--presets", folder.path("presets")])
      #expect(listed.status == 0, "\(listed.all)")
      #expect(listed.stdout.hasPrefix("checkout  yours  "), "\(listed.all)")
      let pressed = try ProcessRunner.presslab(["press", "checkout", "--presets", folder.path("presets")])
      #expect(pressed.status == 0 && pressed.stdout.hasPrefix("preset checkout (yours): "), "\(pressed.all)")
    }
  }

  @Test func aNewPresetFromASeedPresetLoads() throws {
    try withTemporaryFolder("from") { folder in
      let made = try ProcessRunner.presslab(["presets", "new", "my-bfpaper", "--from", "bfpaper-raised", "--to", folder.path("b.yaml")])
      #expect(made.status == 0, "\(made.all)")
      let text = try String(contentsOfFile: folder.path("b.yaml"), encoding: .utf8)
      #expect(!text.contains("\nseed:") && text.contains("ripple:"))
      let checked = try ProcessRunner.presslab(["presets", "check", folder.path("b.yaml")])
      #expect(checked.status == 0, "\(checked.all)")
    }
  }

  /// The pages name buttons by their `name:`: two presets of one name are an error naming both places.
  @Test func twoPresetsOfOneNameAreFlagged() throws {
    try withTemporaryFolder("names") { folder in
      let a = folder.path("a.yaml"), b = folder.path("b.yaml")
      for (id, file) in [("checkout", a), ("checkout-2", b)] {
        #expect(try ProcessRunner.presslab(["presets", "new", id, "--to", file]).status == 0)
      }
      let text = try String(contentsOfFile: b, encoding: .utf8)
      #expect(text.contains(#"name: "Checkout 2""#))
      try folder.write(text.replacingOccurrences(of: #"name: "Checkout 2""#, with: #"name: "Checkout""#), to: "b.yaml")
      func line(_ key: String, _ path: String) throws -> Int {
        try #require(String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "  \(key):" }) + 1
      }
      let checked = try ProcessRunner.presslab(["presets", "check", a, b])
      #expect(checked.status == 65, "\(checked.all)")
      #expect(checked.stdout == "\(a): ok (1 preset)\n")
      #expect(checked.stderr.contains("\(b):\(try line("checkout-2", b)):1: checkout-2.name: 'checkout-2' is named 'Checkout', as 'checkout' is at \(a):\(try line("checkout", a))"), "\(checked.all)")
      // Each its own name: both check.
      try folder.write(text, to: "b.yaml")
      #expect(try ProcessRunner.presslab(["presets", "check", a, b]).status == 0)
    }
  }

  @Test func aNewPresetNeverOverwritesOrFollowsALink() throws {
    try withTemporaryFolder("refuse") { folder in
      let kept = try folder.write("mine\n", to: "kept.yaml")
      #expect(symlink(kept, folder.path("link.yaml")) == 0)
      for target in [kept, folder.path("link.yaml"), "/dev/null"] {
        let result = try ProcessRunner.presslab(["presets", "new", "x", "--to", target])
        #expect(result.status == 73, "\(target): \(result.all)")
        #expect(result.stderr.contains("already exists"), "\(result.all)")
      }
      #expect(try String(contentsOfFile: kept, encoding: .utf8) == "mine\n")
      let taken = try ProcessRunner.presslab(["presets", "new", "shrink-shadow", "--to", folder.path("s.yaml")])
      #expect(taken.status == 64 && taken.stderr.contains("already exists (datasets/presets/000-shrink-shadow.yaml:"), "\(taken.all)")
      #expect(!FileManager.default.fileExists(atPath: folder.path("s.yaml")))
    }
  }

  @Test func checkStopsAtTheFirstBadFileWithFileLineAndColumn() throws {
    try withTemporaryFolder("check") { folder in
      let good = try ProcessRunner.presslab(["presets", "new", "good", "--to", folder.path("1-good.yaml")])
      #expect(good.status == 0, "\(good.all)")
      let text = try String(contentsOfFile: folder.path("1-good.yaml"), encoding: .utf8)
      // The scaffold names the button, its id in words: what the report will call it.
      #expect(text.contains("\n    name: \"Good\"   # what the report calls the button\n"), "\(text)")
      try folder.write(
        text.replacingOccurrences(of: "good:", with: "bad:").replacing(/width: [0-9]+/, with: "width: wide"), to: "2-bad.yaml")
      try folder.write(text.replacingOccurrences(of: "good:", with: "later:"), to: "3-later.yaml")
      let result = try ProcessRunner.presslab(
        ["presets", "check", folder.path("1-good.yaml"), folder.path("2-bad.yaml"), folder.path("3-later.yaml")])
      #expect(result.status == 65, "\(result.all)")
      #expect(result.stdout == folder.path("1-good.yaml") + ": ok (1 preset)\n")
      #expect(result.stderr.contains(folder.path("2-bad.yaml") + ":10:14: bad.look.width: expected a number, found 'wide'"), "\(result.all)")
      // The same name in two files: both places are said.
      try folder.write(text, to: "4-again.yaml")
      let twice = try ProcessRunner.presslab(["presets", "check", folder.path("1-good.yaml"), folder.path("4-again.yaml")])
      #expect(twice.status == 65)
      #expect(twice.stderr.contains("already defined at \(folder.path("1-good.yaml")):"), "\(twice.all)")
    }
  }

  /// The schema holds every shipped preset (seed presets and the team's), a new one, and refuses
  /// `width: wide`, through Python's jsonschema.
  @Test func everyShippedPresetValidatesAgainstTheSchema() throws {
    try withTemporaryFolder("schema") { folder in
      let made = try ProcessRunner.presslab(["presets", "new", "fresh", "--to", folder.path("fresh.yaml")])
      #expect(made.status == 0, "\(made.all)")
      let bad = try String(contentsOfFile: folder.path("fresh.yaml"), encoding: .utf8).replacing(/width: [0-9]+/, with: "width: wide")
      try folder.write(bad, to: "bad.yaml")
      let script = try folder.write(Self.validator, to: "validate.py")
      let presets = Datasets.presetsFolder
      let shipped = try FileManager.default.subpathsOfDirectory(atPath: presets).filter { $0.hasSuffix(".yaml") }.sorted().map { presets + "/" + $0 }
      #expect(shipped.count >= 8 && shipped.contains { $0.hasSuffix("team/primary.yaml") })
      let schema = Datasets.root.appendingPathComponent("preset.schema.json").path
      let ok = try ProcessRunner.run(Self.python, [script, schema] + shipped + [folder.path("fresh.yaml")])
      #expect(ok.status == 0, "\(ok.all)")
      #expect(ok.stdout.split(separator: "\n").count == shipped.count + 1)
      let refused = try ProcessRunner.run(Self.python, [script, schema, folder.path("bad.yaml")])
      #expect(refused.status == 1, "\(refused.all)")
      #expect(refused.stdout.contains("presets/fresh/look/width"), "\(refused.all)")
    }
  }

  /// The first python3 that has PyYAML and jsonschema (Scripts/bootstrap.sh --test installs them
  /// from PyPI when python3 lacks them).
  static let python: String = ["/usr/bin/python3", "python3"].first { candidate in
    (try? ProcessRunner.run(candidate, ["-c", "import yaml, jsonschema"]).status) == 0
  } ?? "python3"

  /// YAML → JSON, then the 2020-12 validator; one line per file, the first error of a bad one.
  static let validator = """
    import json, sys, yaml, jsonschema
    schema = json.load(open(sys.argv[1]))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failed = False
    for path in sys.argv[2:]:
        document = json.loads(json.dumps(yaml.safe_load(open(path, encoding="utf-8"))))
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            failed = True
            print(path, "/".join(str(p) for p in errors[0].absolute_path), errors[0].message)
        else:
            print(path, "ok")
    sys.exit(1 if failed else 0)
    """
}
