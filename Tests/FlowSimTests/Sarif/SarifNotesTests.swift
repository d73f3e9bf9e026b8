import Foundation
import Testing

@testable import FlowSim

/// A finding's notes all reach the SARIF log: those with a place in a file as related
/// locations, those without one after the message (they were dropped).
@Suite struct SarifNotesTests {
  /// The one result of a log holding one finding with `notes`, as compact JSON.
  func result(notes: [Note], range: SourceRange?) throws -> String {
    let diagnostic = Diagnostic.error(
      "unknown-screen", "unknown screen 'Setings'", at: range, notes: notes)
    let check = FlowCheck(path: "app.flow", findings: [Finding(diagnostic)], report: nil)
    let log = SarifOutput.sarif([check], tool: .init(version: "0.1.0"), workingDirectory: "/work")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
    let runs = try #require(document["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == 1)
    var first = try #require(results.first)
    first["ruleIndex"] = nil
    let data = try JSONSerialization.data(withJSONObject: first, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  @Test func notesWithoutAPlaceFollowTheMessage() throws {
    let file = SourceFile(path: "/work/app.flow", text: "start Home\nscreen Settings\n")
    let declared = SourceRange(file: file, start: 18, end: 26)
    let used = SourceRange(file: file, start: 6, end: 10)
    let json = try result(
      notes: [
        Note("did you mean 'Settings'?"), Note("declared here", at: declared),
        Note("names are case-sensitive"),
      ], range: used)
    #expect(
      json
        == #"{"level":"error","locations":[{"physicalLocation":{"artifactLocation":{"uri":"app.flow"},"region":{"startColumn":7,"startLine":1}}}],"message":{"text":"unknown screen 'Setings'\ndid you mean 'Settings'?\nnames are case-sensitive"},"relatedLocations":[{"id":0,"message":{"text":"declared here"},"physicalLocation":{"artifactLocation":{"uri":"app.flow"},"region":{"startColumn":8,"startLine":2}}}],"ruleId":"unknown-screen"}"#
    )
  }

  /// A finding about a whole file keeps its notes too, and one without notes keeps
  /// its message as it is.
  @Test func aFindingWithNoPlaceKeepsItsNotes() throws {
    #expect(
      try result(notes: [Note("looked for 'screens.flow'")], range: nil)
        == #"{"level":"error","message":{"text":"unknown screen 'Setings'\nlooked for 'screens.flow'"},"ruleId":"unknown-screen"}"#
    )
    #expect(
      try result(notes: [], range: nil)
        == #"{"level":"error","message":{"text":"unknown screen 'Setings'"},"ruleId":"unknown-screen"}"#
    )
  }
}
