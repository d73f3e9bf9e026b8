import FlowSim
import Testing

/// Input that is not a storyboard gets one exact error, with its line, and no flow;
/// nothing traps, however broken or large the input.
@Suite struct StoryboardImportErrorTests {
  /// The errors an import reports, as `line:column: id: message`.
  private func errors(_ file: SourceFile) -> [String] {
    let result = StoryboardImporter().importStoryboards([file])
    #expect(result.flowText.isEmpty)
    return result.diagnostics.map { diagnostic in
      let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
      return "\(location): \(diagnostic.id): \(diagnostic.message)"
    }
  }

  private func errors(_ text: String) -> [String] {
    errors(SourceFile(path: "t.storyboard", text: text))
  }

  @Test func mismatchedEndTag() throws {
    #expect(
      errors(try ImportFixtures.source("malformed.storyboard")) == [
        "7:17: import-malformed-xml: malformed XML: end tag 'viewControler' does not match start tag 'viewController' on line 6"
      ])
  }

  @Test func xibIsNotAStoryboard() throws {
    #expect(
      errors(try ImportFixtures.source("not_a_storyboard.storyboard")) == [
        "2:1: import-not-storyboard: not a storyboard: the document is of type 'com.apple.InterfaceBuilder3.CocoaTouch.XIB'"
      ])
  }

  @Test func otherXMLIsNotAStoryboard() {
    #expect(
      errors("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n") == [
        "2:1: import-not-storyboard: not a storyboard: the root element is 'plist', not 'document'"
      ])
    #expect(
      errors("<document version=\"3.0\"/>") == [
        "1:1: import-not-storyboard: not a storyboard: the document has no type"
      ])
  }

  @Test func emptyAndNonXMLFiles() {
    #expect(
      errors("") == ["1:1: import-malformed-xml: malformed XML: the file holds no XML element"])
    #expect(
      errors("hello\n") == [
        "1:1: import-malformed-xml: malformed XML: the file holds no XML element"
      ])
    #expect(
      errors(SourceFile(path: "t.storyboard", bytes: [0xFF, 0xFE, 0x00, 0x3C, 0x00])).count == 1)
  }

  @Test func truncatedFile() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="a
      """
    #expect(
      errors(text) == ["4:26: import-malformed-xml: malformed XML: attribute value is not closed"])
  }

  /// Cut off between elements, the file is named for the element left open (the
  /// parser's own code said "extra content after the document's end").
  @Test func fileEndingWithElementsOpen() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="a">

      """
    #expect(
      errors(text) == [
        "4:9: import-malformed-xml: malformed XML: element 'scene' is never closed: the file ends too early"
      ])
    #expect(
      errors("<document>\n</document>\n<extra/>\n") == [
        "3:1: import-malformed-xml: malformed XML: extra content after the document's end"
      ])
  }

  /// A macOS storyboard is a storyboard, but not of UIKit: refused, not imported as
  /// loose screens.
  @Test func aMacStoryboardIsRefused() {
    let text = """
      <?xml version="1.0"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <scenes/>
      </document>
      """
    #expect(
      errors(text) == [
        "2:1: import-not-storyboard: not an iOS storyboard: the document is for macOS (targetRuntime 'MacOSX.Cocoa'); flowsim models UIKit's navigation"
      ])
  }

  @Test func documentTypeDeclarationIsRefused() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;">]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" title="&b;"/>
      """
    #expect(
      errors(text) == [
        "2:1: import-doctype: a storyboard has no document type declaration"
      ])
  }

  @Test func hugeAttributeIsAnErrorNotACrash() {
    let huge = String(repeating: "x", count: 10_500_000)
    let text = "<?xml version=\"1.0\"?>\n<document type=\"\(huge)\"/>\n"
    #expect(errors(text).first?.hasPrefix("2:") == true)
  }

  @Test func deepNestingIsRefused() {
    let text =
      "<document type=\"Storyboard\">" + String(repeating: "<a>", count: 300)
      + String(repeating: "</a>", count: 300) + "</document>"
    #expect(
      errors(text) == ["1:794: import-too-deep: elements are nested more than 256 deep"])
  }

  @Test func storyboardWithNoSceneImportsNothing() {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes/>
      </document>
      """
    #expect(errors(text) == ["1:1: import-no-scenes: no scene to import"])
  }

  @Test func everyBrokenFileIsReported() throws {
    let result = StoryboardImporter().importStoryboards([
      try ImportFixtures.source("malformed.storyboard"),
      try ImportFixtures.source("references_about.storyboard"),
      try ImportFixtures.source("not_a_storyboard.storyboard"),
    ])
    #expect(result.flowText.isEmpty)
    #expect(result.diagnostics.map(\.id) == ["import-malformed-xml", "import-not-storyboard"])
  }

  @Test func cutAnywhereNeverTraps() throws {
    let file = try ImportFixtures.source("format3_show_present_unwind.storyboard")
    for length in stride(from: 0, through: file.bytes.count, by: 97) {
      let cut = SourceFile(path: "cut.storyboard", bytes: Array(file.bytes.prefix(length)))
      let result = StoryboardImporter().importStoryboards([cut])
      #expect(result.diagnostics.hasErrors == result.flowText.isEmpty)
    }
  }
}
