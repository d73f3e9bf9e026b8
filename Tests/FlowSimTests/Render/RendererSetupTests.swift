import Foundation
import Testing

@testable import FlowSim

/// In CI (`CI=true`, as `.ci/run` runs) the real renderers and validators are set up,
/// so that their suites run instead of being skipped: Graphviz's `dot`
/// (`DotAcceptanceTests`, `DotLayoutTests`), Mermaid in Chromium
/// (`MermaidRenderTests`) and the OASIS SARIF schema with Python's `jsonschema`
/// (`OfficialSchemaTests`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CI"] == "true", "not in CI"))
struct RendererSetupTests {
  @Test func graphvizIsInstalled() {
    #expect(GraphvizDot.path != nil, "CI needs Graphviz's dot on PATH (.ci/run installs it)")
  }

  @Test func mermaidIsSetUp() {
    #expect(MermaidBrowser.script != nil, "CI needs FLOWSIM_MERMAID_JS (.ci/run sets it)")
    #expect(MermaidBrowser.chromium != nil, "CI needs chromium on PATH (.ci/run installs it)")
  }

  @Test func schemaValidationIsSetUp() {
    #expect(SchemaValidator.sarifSchema != nil, "CI needs FLOWSIM_SARIF_SCHEMA (.ci/run sets it)")
    #expect(SchemaValidator.hasJSONSchema, "CI needs python3 with jsonschema (.ci/run installs it)")
  }
}
