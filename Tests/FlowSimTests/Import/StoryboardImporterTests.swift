import FlowSim
import Testing

/// Imports each test storyboard (or group imported together) and compares the flow
/// and the diagnostics with the goldens beside it: `x.storyboard` → `x.flow`, `x.diag`.
@Suite struct StoryboardImporterTests {
  /// One import: the storyboards given together, and the goldens' base name.
  struct Case: CustomTestStringConvertible, Sendable {
    var storyboards: [String]
    var testDescription: String { storyboards.joined(separator: "+") }
  }

  static let cases: [Case] = [
    Case(storyboards: ["format2_tabs_push_modal"]),
    Case(storyboards: ["format3_show_present_unwind"]),
    Case(storyboards: ["odd_cases"]),
    Case(storyboards: ["references_main"]),
    Case(storyboards: ["references_main", "references_about"]),
    // The UIKit points of issue 27, one storyboard each.
    Case(storyboards: ["uikit_container_embed"]),
    Case(storyboards: ["uikit_page_view"]),
    Case(storyboards: ["uikit_code_buttons"]),
    Case(storyboards: ["uikit_storyboard_id"]),
    Case(storyboards: ["uikit_sheets"]),
    Case(storyboards: ["uikit_launch_screen", "uikit_launch_app", "uikit_launch_settings"]),
    Case(storyboards: ["uikit_tab_reference", "uikit_tab_settings"]),
    Case(storyboards: ["uikit_shared_tab"]),
    // Patterns of real apps' storyboards (docs/import.md, "Tried on real apps").
    Case(storyboards: ["uikit_custom_segue"]),
    Case(storyboards: ["uikit_container_code"]),
    Case(storyboards: ["uikit_foreign_action"]),
    Case(storyboards: ["uikit_hidden_bar"]),
    // No initial controller, every scene made by code (NetNewsWire's root is set by its
    // scene delegate), and a bar button's image under Xcode's default title "Item".
    Case(storyboards: ["uikit_code_root"]),
    // A button wired by an outlet only (Kickstarter's sign-up, tapped through code);
    // one wired to nothing, and a label's outlet, stay out.
    Case(storyboards: ["uikit_outlet_button"]),
    // A custom segue to its own stack or scene dismisses (iSH's DismissSegue); an old
    // 'modal' segue is a sheet when built today (Swift Radio's menu).
    Case(storyboards: ["uikit_dismiss_segue"]),
    Case(storyboards: ["uikit_modal_sheet"]),
    // show segues from a scene in no stack and from one in a stack (issue 27 point 10).
    Case(storyboards: ["uikit_show_where"]),
  ]

  @Test(arguments: cases)
  func importMatchesGoldens(_ testCase: Case) throws {
    let files = try testCase.storyboards.map { try ImportFixtures.source($0 + ".storyboard") }
    let result = StoryboardImporter().importStoryboards(files)
    #expect(!result.diagnostics.hasErrors)
    ImportFixtures.expectGolden(result.flowText, named: testCase.testDescription + ".flow")
    ImportFixtures.expectGolden(
      ImportFixtures.render(result.diagnostics), named: testCase.testDescription + ".diag")
  }

  /// The order storyboards are listed in changes nothing but the default flow name:
  /// not the start (About's nav is Main's tab, never where the app starts) and not the
  /// numbers that tell same-titled scenes apart.
  @Test func theOrderOfTheStoryboardsDoesNotMatter() throws {
    let main = try ImportFixtures.source("references_main.storyboard")
    let about = try ImportFixtures.source("references_about.storyboard")
    let given = StoryboardImporter(flowName: "App").importStoryboards([main, about])
    let reversed = StoryboardImporter(flowName: "App").importStoryboards([about, main])
    #expect(reversed.flowText == given.flowText)
    #expect(given.flowText.contains("\nstart Tabs\n"))
  }

  /// A reference into a storyboard that was imported, to a scene it does not have,
  /// says so in its comment (it said "not imported").
  @Test func anUnresolvedReferenceSaysWhyInItsComment() throws {
    let main = try ImportFixtures.source("references_main.storyboard")
    let text = String(decoding: main.bytes, as: UTF8.self).replacingOccurrences(
      of: #"referencedIdentifier="EditProfile""#, with: #"referencedIdentifier="Nope""#)
    let about = try ImportFixtures.source("references_about.storyboard")
    let result = StoryboardImporter().importStoryboards([
      SourceFile(path: main.path, text: text), about,
    ])
    #expect(
      result.flowText.contains(
        "# storyboard reference to About: no scene with storyboard identifier 'Nope' in 'references_about'"
      ))
  }

  @Test func importIsDeterministic() throws {
    let files = try ["references_main", "references_about"].map {
      try ImportFixtures.source($0 + ".storyboard")
    }
    let first = StoryboardImporter().importStoryboards(files)
    let second = StoryboardImporter().importStoryboards(files)
    #expect(first.flowText == second.flowText)
    #expect(first.diagnostics == second.diagnostics)
  }

  @Test func flowNameCanBeGiven() throws {
    let file = try ImportFixtures.source("references_about.storyboard")
    let text = StoryboardImporter(flowName: "About \"us\"").importStoryboards([file]).flowText
    #expect(text.contains("\nflow \"About \\\"us\\\"\"\nstart AboutNav\n"))
  }

  @Test func importedFlowBeginsWithTheGeneratedMarker() throws {
    let file = try ImportFixtures.source("references_about.storyboard")
    let text = StoryboardImporter().importStoryboards([file]).flowText
    #expect(text.hasPrefix(StoryboardImport.generatedMarker))
  }
}
