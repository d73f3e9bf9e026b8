import Foundation
import Testing

@testable import FlowSim

/// Every `--format json` output validates against its schema (docs/schemas), and every
/// SARIF log's `ruleIndex` names its `ruleId`, on the repository's flows, the fuzz
/// corpus and broken inputs. The SARIF logs are validated against the official OASIS
/// schema, and the JSON reports again, by Python's jsonschema (`OfficialSchemaTests`).
@Suite struct OutputSchemaTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let root = PackagePaths.root

  static func schema(_ name: String) throws -> JSONSchema {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/schemas/" + name), encoding: .utf8)
    return JSONSchema(root: try JSONDocument.parse(text))
  }

  /// Checks of every flow we have: bundled, corpus, regressions, and a few that fail.
  static func checks() -> [FlowCheck] {
    var inputs: [(String, [UInt8])] = FuzzCorpus.seeds.map {
      ($0.name + ".flow", Array($0.text.utf8))
    }
    inputs += FuzzTests.bundledFlows().enumerated().map { ("bundled\($0.offset).flow", $0.element) }
    inputs += [
      (
        "broken.flow",
        (try? [UInt8](Data(contentsOf: here.appendingPathComponent("Cases/broken.flow")))) ?? []
      ),
      ("syntax.flow", Array("start A\nscreen A {\n".utf8)), ("empty.flow", []),
    ]
    return inputs.map { name, bytes in
      FlowCheck.run(
        path: name, loader: FlowLoader(read: { $0 == name ? bytes : nil }),
        checker: Checker(options: .init(maxStates: 2_000)))
    }
  }

  @Test func checkJSONValidates() throws {
    let schema = try Self.schema("check.schema.json")
    let checks = Self.checks()
    #expect(schema.validate(try JSONDocument.parse(CheckOutput.json(checks))) == [])
    for check in checks {
      #expect(
        schema.validate(try JSONDocument.parse(CheckOutput.json([check]))) == [], "\(check.path)")
    }
  }

  /// The example in docs/json.md is the real output for its flow, value for value
  /// (it had drifted a line when the flow's header grew).
  @Test func theDocumentedExampleIsTheRealOutput() throws {
    let doc = try String(
      contentsOf: Self.root.appendingPathComponent("docs/json.md"), encoding: .utf8)
    let start = try #require(doc.range(of: "```json\n"))
    let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
    let example = String(doc[start.upperBound..<end.lowerBound])
    let path = "flows/broken/unwind_not_in_history.flow"
    let check = FlowCheck.run(path: Self.root.appendingPathComponent(path).path)
    var output = CheckOutput.json([check])
    output = output.replacingOccurrences(
      of: Self.root.appendingPathComponent(path).path, with: path)
    let documented = try JSONSerialization.jsonObject(with: Data(example.utf8)) as? NSDictionary
    let real = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? NSDictionary
    #expect(documented == real)
  }

  @Test func sarifRuleIndexesNameTheirRules() throws {
    let tool = SarifOutput.Tool(version: "0.1.0", informationUri: "https://example.org/flowsim")
    let sarif = SarifOutput.sarif(Self.checks(), tool: tool, workingDirectory: "/work")
    let document = try JSONDocument.parse(sarif)
    guard case .array(let runs) = document["runs"] ?? .null,
      case .array(let results) = runs.first?["results"] ?? .null,
      case .array(let rules) = runs.first?["tool"]?["driver"]?["rules"] ?? .null
    else {
      Issue.record("no results")
      return
    }
    let ruleIDs = rules.compactMap { rule -> String? in
      if case .string(let id) = rule["id"] ?? .null { id } else { nil }
    }
    #expect(Set(ruleIDs).count == ruleIDs.count)
    for result in results {
      guard case .string(let id) = result["ruleId"] ?? .null,
        case .integer(let index) = result["ruleIndex"] ?? .null
      else {
        Issue.record("a result without ruleId or ruleIndex")
        return
      }
      #expect(ruleIDs[index] == id)
    }
  }

  /// The validator itself finds what is wrong.
  @Test func validatorReportsViolations() throws {
    let schema = try Self.schema("check.schema.json")
    let bad = try JSONDocument.parse(
      #"{"version": 2, "flows": [{"file": 3, "errors": -1, "warnings": 0, "findings": [{"id": "x", "severity": "fatal", "message": "m"}], "extra": true}]}"#
    )
    #expect(
      schema.validate(bad).sorted() == [
        "$.flows[0].errors: -1.0 is below the minimum 0.0",
        "$.flows[0].file: expected string, found integer",
        "$.flows[0].findings[0].severity: string(\"fatal\") is not one of the allowed values",
        "$.flows[0].findings[0]: missing required property 'notes'",
        "$.flows[0]: missing required property 'known'",
        "$.flows[0]: unexpected property 'extra'",
        "$.version: integer(2) is not one of the allowed values",
      ])
  }

  /// A SARIF log in full, for a flow with a definition error and one with findings.
  @Test func sarifGolden() throws {
    let directory = Self.here.appendingPathComponent("Cases")
    let input = directory.appendingPathComponent("broken.flow").path
    let fixed = directory.appendingPathComponent("fixed.flow").path
    let text = try String(contentsOfFile: input, encoding: .utf8)
    let loader = FlowLoader(read: { path in
      path == input
        ? Array(text.utf8)
        : (path == fixed
          ? Array(text.replacingOccurrences(of: "screen Orphan\n", with: "").utf8) : nil)
    })
    let checks = [input, fixed].map { FlowCheck.run(path: $0, loader: loader) }
    let tool = SarifOutput.Tool(version: "0.1.0", informationUri: "https://example.org/flowsim")
    let sarif = SarifOutput.sarif(checks, tool: tool, workingDirectory: directory.path)
    let golden = directory.appendingPathComponent("broken.sarif")
    if let failure = Golden.check(sarif, against: golden) {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
