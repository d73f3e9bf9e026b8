import Foundation
import Testing

@testable import FlowSim

/// Every SARIF log flowsim writes validates against the official OASIS SARIF 2.1.0
/// schema (errata 01, `sarif-schema-2.1.0.json`, named by `FLOWSIM_SARIF_SCHEMA`), and
/// every `--format json` report against docs/schemas/check.schema.json, both with
/// Python's `jsonschema` (the schema's own draft, formats checked where jsonschema can).
/// `.ci/run` installs both; reported as skipped without them, except in CI (`CI=true`),
/// where a missing setup fails (`RendererSetupTests`).
@Suite(
  .enabled(
    if: SchemaValidator.isSetUp,
    "set FLOWSIM_SARIF_SCHEMA to sarif-schema-2.1.0.json and pip install jsonschema"))
struct OfficialSchemaTests {
  /// The logs: all checks in one run and one per check, with and without an
  /// `informationUri`, and the SARIF goldens (the bundled flows' and the broken case's).
  @Test func sarifValidatesAgainstTheOASISSchema() throws {
    let checks = OutputSchemaTests.checks()
    var documents: [String] = []
    for tool in [
      SarifOutput.Tool(version: "0.1.0", informationUri: "https://example.org/flowsim"),
      SarifOutput.Tool(version: "0.1.0"),
    ] {
      documents.append(SarifOutput.sarif(checks, tool: tool, workingDirectory: "/work"))
      documents += checks.map { SarifOutput.sarif([$0], tool: tool, workingDirectory: "/work") }
    }
    let cases = OutputSchemaTests.here.appendingPathComponent("Cases")
    var goldens = [cases.appendingPathComponent("broken.sarif")]
    goldens += BundledSarifTests.flows.map {
      cases.appendingPathComponent(
        "bundled/" + $0.dropLast(".flow".count).replacingOccurrences(of: "/", with: "_")
          + ".sarif")
    }
    documents += try goldens.map { try String(contentsOf: $0, encoding: .utf8) }
    let schema = try #require(SchemaValidator.sarifSchema)
    #expect(try SchemaValidator.validate(documents, schema: schema) == [])
  }

  @Test func checkJSONValidatesAgainstItsSchema() throws {
    let checks = OutputSchemaTests.checks()
    let documents = [CheckOutput.json(checks)] + checks.map { CheckOutput.json([$0]) }
    let schema = OutputSchemaTests.root.appendingPathComponent("docs/schemas/check.schema.json")
    #expect(try SchemaValidator.validate(documents, schema: schema.path) == [])
  }

  /// The schema is the OASIS one, errata 01.
  @Test func theSchemaIsOASISErrata01() throws {
    let text = try String(
      contentsOfFile: try #require(SchemaValidator.sarifSchema), encoding: .utf8)
    #expect(
      text.contains(
        #""id": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json""#
      ))
  }

  /// The validator finds what the OASIS schema forbids.
  @Test func violationsAreReported() throws {
    let schema = try #require(SchemaValidator.sarifSchema)
    let bad = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": []}]}"#
    #expect(
      try SchemaValidator.validate([bad], schema: schema) == [
        "document 0: $.runs[0].tool.driver: 'name' is a required property"
      ])
  }
}

/// Python's `jsonschema`, run on documents written to a scratch folder.
enum SchemaValidator {
  static let sarifSchema: String? = ProcessInfo.processInfo.environment["FLOWSIM_SARIF_SCHEMA"]
    .flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }

  static let python: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return directories.map { "\($0)/python3" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  static let hasJSONSchema: Bool = {
    guard let python else { return false }
    let result = try? Subprocess.run(
      URL(fileURLWithPath: python), ["-c", "import jsonschema"])
    return result?.status == 0
  }()

  static var isSetUp: Bool { sarifSchema != nil && hasJSONSchema }

  /// The script: validates each document named after the schema, with the validator
  /// of the schema's draft; prints `document N: PATH: MESSAGE` for each error.
  static let script = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1]))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
    for index, name in enumerate(sys.argv[2:]):
        for error in sorted(validator.iter_errors(json.load(open(name))), key=str):
            print(f"document {index}: {error.json_path}: {error.message}")
    """

  /// The errors, one a line; none when every document validates.
  static func validate(_ documents: [String], schema: String) throws -> [String] {
    let folder = try ScratchFolder.make("flowsim-schema")
    defer { ScratchFolder.remove(folder) }
    var names: [String] = []
    for (index, document) in documents.enumerated() {
      let url = folder.appendingPathComponent("\(index).json")
      try document.write(to: url, atomically: true, encoding: .utf8)
      names.append(url.path)
    }
    let result = try Subprocess.run(
      URL(fileURLWithPath: try #require(python)), ["-c", script, schema] + names)
    #expect(result.status == 0, "python3 said: \(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }
}
