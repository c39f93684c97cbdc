import Testing

@testable import YAMLValues

@Suite struct ValueTreeTests {
  @Test func mappingKeepsOrderAndLocations() throws {
    let text = "name: shrink\nsize:\n  width: 200\n  height: 50\nsteps: [0, 0.25, 1]\n"
    let root = try #require(try YAML.parse(text))
    #expect(root.pairs?.map(\.key.text) == ["name", "size", "steps"])
    #expect(root["name"]?.string == "shrink")
    #expect(root["name"]?.location == YAMLLocation(line: 1, column: 7))
    #expect(root["size"]?["height"]?.number == 50)
    #expect(root["size"]?["height"]?.location == YAMLLocation(line: 4, column: 11))
    #expect(root.pairs?[1].key.location == YAMLLocation(line: 2, column: 1))
    #expect(root["steps"]?.items?.compactMap(\.number) == [0, 0.25, 1])
    #expect(root["steps"]?.items?[2].location == YAMLLocation(line: 5, column: 18))
    #expect(root["missing"] == nil)
    #expect(root["name"]?["x"] == nil)
  }

  @Test func quotedScalarsAreNeverNumbersBooleansOrNull() throws {
    let root = try #require(
      try YAML.parse("a: 0.5\nb: \"0.5\"\nc: '1'\nd: true\ne: 'true'\nf: ~\ng: ''\nh:\ni: !!str 3\n"))
    #expect(root["a"]?.number == 0.5)
    #expect(root["a"]?.scalar?.isPlain == true)
    #expect(root["b"]?.number == nil)
    #expect(root["b"]?.string == "0.5")
    #expect(root["b"]?.scalar?.isPlain == false)
    #expect(root["c"]?.number == nil)
    #expect(root["d"]?.bool == true)
    #expect(root["e"]?.bool == nil)
    #expect(root["f"]?.isNull == true)
    #expect(root["f"]?.string == nil)
    #expect(root["g"]?.isNull == false)
    #expect(root["g"]?.string == "")
    #expect(root["h"]?.isNull == true)
    #expect(root["i"]?.number == nil)
  }

  @Test(arguments: [
    ("1", 1.0), ("-0.05", -0.05), ("+3", 3.0), (".5", 0.5), ("2.", 2.0), ("1e3", 1000.0),
    ("6.02E-2", 0.0602), ("0x1F", 31.0), ("0o17", 15.0),
  ])
  func numbersOfTheCoreSchema(text: String, expected: Double) throws {
    #expect(try YAML.parse("v: \(text)")?["v"]?.number == expected)
  }

  @Test(arguments: [".inf", "-.inf", ".nan", "nan", "inf", "1e400", "0x1p3", "1_000", "0.3s", "1,5", "+-", "."])
  func notNumbers(text: String) throws {
    #expect(try YAML.parse("v: \(text)")?["v"]?.number == nil)
  }

  @Test func yesAndNoStayStrings() throws {
    let root = try #require(try YAML.parse("a: yes\nb: FALSE\n"))
    #expect(root["a"]?.bool == nil)
    #expect(root["a"]?.string == "yes")
    #expect(root["b"]?.bool == false)
  }

  @Test func emptyDocumentsAreNil() throws {
    #expect(try YAML.parse("") == nil)
    #expect(try YAML.parse("# only a comment\n\n") == nil)
    #expect(try YAML.parse("---\n...\n") == nil)
  }

  @Test func topLevelScalarAndSequence() throws {
    #expect(try YAML.parse("42\n")?.number == 42)
    #expect(try YAML.parse("- a\n- b\n")?.items?.compactMap(\.string) == ["a", "b"])
  }
}

@Suite struct ErrorTests {
  @Test func syntaxErrorPointsAtTheLine() {
    let error = #expect(throws: YAMLError.self) { try YAML.parse("a: 1\nb: [1, 2\nc: 3\n") }
    #expect(error?.location.line == 3)
    #expect(error?.message.isEmpty == false)
  }

  @Test func badIndentationLine() {
    let error = #expect(throws: YAMLError.self) { try YAML.parse("a:\n  b: 1\n c: 2\n") }
    #expect(error?.location.line == 3)
  }

  @Test func lineOffsetShiftsLinesNotColumns() throws {
    let value = try YAML.parse("x: 1\ny: 2\n", lineOffset: 10)
    #expect(value?["y"]?.location == YAMLLocation(line: 12, column: 4))
    let error = #expect(throws: YAMLError.self) { try YAML.parse("a: 1\nb: [\n", lineOffset: 10) }
    #expect((error?.location.line ?? 0) > 10)
  }

  @Test func duplicateKeyNamesBothLines() {
    let error = #expect(throws: YAMLError.self) { try YAML.parse("a: 1\nb: 2\na: 3\n") }
    #expect(error?.location == YAMLLocation(line: 3, column: 1))
    #expect(error?.message.contains("duplicate key 'a'") == true)
    #expect(error?.message.contains("line 1") == true)
  }

  @Test func nestedDuplicateKey() {
    let error = #expect(throws: YAMLError.self) { try YAML.parse("top:\n  k: 1\n  k: 2\n") }
    #expect(error?.location.line == 3)
    #expect(error?.location.column == 3)
  }

  @Test func collectionKeyIsAnError() {
    #expect(throws: YAMLError.self) { try YAML.parse("? [a, b]\n: 1\n") }
  }

  @Test func secondDocumentIsAnError() {
    let error = #expect(throws: YAMLError.self) { try YAML.parse("a: 1\n---\nb: 2\n") }
    #expect(error?.location.line == 2)
  }

  @Test func tabIndentationIsAnError() {
    #expect(throws: YAMLError.self) { try YAML.parse("a:\n\tb: 1\n") }
  }
}

@Suite struct AliasTests {
  @Test func aliasCopiesTheAnchoredNode() throws {
    let root = try #require(try YAML.parse("base: &b {scale: 0.95, time: 0.3}\ncopy: *b\n"))
    #expect(root["copy"]?["scale"]?.number == 0.95)
    // The copy keeps the anchored text's locations: that is where a reader finds the numbers.
    #expect(root["copy"]?["scale"]?.location == YAMLLocation(line: 1, column: 18))
  }

  @Test func mergeKeyOwnKeysWin() throws {
    let text = "base: &b\n  scale: 0.95\n  time: 0.3\nvariant:\n  <<: *b\n  time: 0.1\n"
    let variant = try #require(try YAML.parse(text)?["variant"])
    #expect(variant["time"]?.number == 0.1)
    #expect(variant["scale"]?.number == 0.95)
    #expect(variant.pairs?.map(\.key.text) == ["time", "scale"])
  }

  @Test func mergeOfAListEarlierWins() throws {
    let text = "a: &a {x: 1}\nb: &b {x: 2, y: 2}\nc:\n  <<: [*a, *b]\n"
    let c = try #require(try YAML.parse(text)?["c"])
    #expect(c["x"]?.number == 1)
    #expect(c["y"]?.number == 2)
  }

  @Test func mergeOfAScalarIsAnError() {
    #expect(throws: YAMLError.self) { try YAML.parse("a: &a 3\nb:\n  <<: *a\n") }
  }

  @Test func unknownAliasIsAnError() {
    let error = #expect(throws: YAMLError.self) { try YAML.parse("a: 1\nb: *nope\n") }
    #expect(error?.location.line == 2)
  }

  @Test func billionLaughsIsAnErrorNotAnOutOfMemory() {
    var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1...9 {
      let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      text += "a\(level): &a\(level) [\(refs)]\n"
    }
    let error = #expect(throws: YAMLError.self) { try YAML.parse(text) }
    #expect(error?.message.contains("nodes") == true)
    #expect((error?.location.line ?? 0) >= 4)
  }

  @Test func aliasUsesAreBounded() {
    let text = "a: &a 1\nb: [" + Array(repeating: "*a", count: 20).joined(separator: ", ") + "]\n"
    #expect(throws: YAMLError.self) {
      try YAML.parse(text, limits: YAMLLimits(maxAliasExpansions: 19))
    }
    #expect((try? YAML.parse(text, limits: YAMLLimits(maxAliasExpansions: 20))) != nil)
  }

  @Test func nodeCountCountsExpandedSubtrees() throws {
    // 1 root + 2 keys + anchored list (1 + 3) + alias (4) = 11 nodes.
    let text = "a: &a [1, 2, 3]\nb: *a\n"
    #expect((try? YAML.parse(text, limits: YAMLLimits(maxNodes: 11))) != nil)
    #expect(throws: YAMLError.self) { try YAML.parse(text, limits: YAMLLimits(maxNodes: 10)) }
  }
}

@Suite struct DepthTests {
  @Test func depthAtTheLimitIsRead() throws {
    let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    var node = try #require(try YAML.parse(text))
    var depth = 1
    while let inner = node.items?.first {
      node = inner
      depth += 1
    }
    #expect(depth == 64)
  }

  @Test func oneLevelDeeperIsAnError() {
    let text = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    let error = #expect(throws: YAMLError.self) { try YAML.parse(text) }
    #expect(error?.location == YAMLLocation(line: 1, column: 65))
  }

  @Test func hugeNestingDoesNotOverflowTheStack() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: YAMLError.self) { try YAML.parse(text) }
  }

  @Test func aliasThatWouldNestTooDeepIsAnError() {
    let deep = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
    let text = "a: &a \(deep)\nb: [[*a]]\n"
    #expect(throws: YAMLError.self) { try YAML.parse(text, limits: YAMLLimits(maxDepth: 12)) }
    #expect((try? YAML.parse(text, limits: YAMLLimits(maxDepth: 13))) != nil)
  }
}
