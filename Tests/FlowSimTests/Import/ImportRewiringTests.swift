import FlowSim
import Foundation
import Testing

/// Rewires the test storyboards at random (seeded, so runs repeat): segues get other
/// destinations and other kinds. Whatever the wiring, an import without errors must
/// give a flow that parses and resolves with no errors.
@Suite struct ImportRewiringTests {
  /// A small deterministic generator (SplitMix64).
  struct Random {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((value ^ (value >> 31)) % UInt64(bound))
    }
  }

  static let kinds = [
    "show", "push", "modal", "presentation", "popover", "showDetail", "custom", "unwind",
    "embed",
  ]

  /// `text` with every segue's `destination` and `kind` replaced at random (relationships
  /// keep their kind).
  static func rewire(_ text: String, ids: [String], random: inout Random) -> String {
    var lines = text.components(separatedBy: "\n")
    for index in lines.indices where lines[index].contains("<segue destination=") {
      var line = lines[index]
      if let range = line.range(of: #"destination="[^"]*""#, options: .regularExpression) {
        line.replaceSubrange(range, with: "destination=\"\(ids[random.next(ids.count)])\"")
      }
      if !line.contains("relationship="),
        let range = line.range(of: #"kind="[^"]*""#, options: .regularExpression)
      {
        line.replaceSubrange(range, with: "kind=\"\(kinds[random.next(kinds.count)])\"")
      }
      lines[index] = line
    }
    return lines.joined(separator: "\n")
  }

  static func controllerIDs(_ text: String) -> [String] {
    var ids: [String] = []
    for line in text.components(separatedBy: "\n")
    where line.contains("sceneMemberID=\"viewController\"") {
      if let range = line.range(of: #" id="[^"]*""#, options: .regularExpression) {
        ids.append(String(line[range].dropFirst(5).dropLast()))
      }
    }
    return ids
  }

  @Test(arguments: [
    "format2_tabs_push_modal", "format3_show_present_unwind", "odd_cases", "references_main",
  ])
  func rewiredStoryboardsImportToValidFlows(_ name: String) throws {
    let original = String(
      decoding: try ImportFixtures.source(name + ".storyboard").bytes, as: UTF8.self)
    let ids = Self.controllerIDs(original)
    #expect(!ids.isEmpty)
    var random = Random(state: 42)
    for round in 0..<40 {
      let text = Self.rewire(original, ids: ids, random: &random)
      let result = StoryboardImporter().importStoryboards([
        SourceFile(path: "\(name)-\(round).storyboard", text: text)
      ])
      guard !result.diagnostics.hasErrors else { continue }
      let errors = ImportedFlowResolvesTests.loadErrors(
        result.flowText, named: "\(name)-\(round).imported.flow")
      #expect(errors.isEmpty, "round \(round):\n\(errors)\n\(result.flowText)")
      if !errors.isEmpty { break }
    }
  }
}
