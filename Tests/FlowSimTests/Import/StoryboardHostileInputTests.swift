import Foundation
import Testing

@testable import FlowSim

/// A storyboard from a pull request is untrusted: a DTD in another encoding, an
/// element with a million attributes, a file past the parser's default size limit.
@Suite struct StoryboardHostileInputTests {
  /// A storyboard whose internal DTD declares an entity that would add a scene.
  static let withDTD = """
    <?xml version="1.0" encoding="UTF-16"?>
    <!DOCTYPE document [<!ENTITY scene "<scene sceneID='x'><objects><viewController id='evil' title='Evil'/></objects></scene>">]>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="a">
    <scenes><scene sceneID="s"><objects><viewController id="a" title="A"/></objects></scene>&scene;</scenes>
    </document>

    """

  func errors(_ bytes: [UInt8]) -> [String] {
    let result = StoryboardImporter().importStoryboards([
      SourceFile(path: "t.storyboard", bytes: bytes)
    ])
    #expect(!result.flowText.contains("Evil"))
    return result.diagnostics.filter { $0.severity == .error }.map { diagnostic in
      let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
      return "\(location): \(diagnostic.id): \(diagnostic.message)"
    }
  }

  static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
    Array(text.utf16).flatMap { unit in
      littleEndian
        ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
  }

  @Test func aDTDIsRefusedWhateverTheEncoding() {
    let text = Self.withDTD
    let cases: [(bytes: [UInt8], encoding: String)] = [
      ([0xFF, 0xFE] + Self.utf16(text, littleEndian: true), "UTF-16 (little-endian)"),
      ([0xFE, 0xFF] + Self.utf16(text, littleEndian: false), "UTF-16 (big-endian)"),
      (Self.utf16(text, littleEndian: true), "UTF-16 (little-endian)"),
      (Self.utf16(text, littleEndian: false), "UTF-16 (big-endian)"),
      (
        Array(text.unicodeScalars).flatMap { scalar in
          withUnsafeBytes(of: scalar.value.bigEndian) { Array($0) }
        }, "UTF-32 (big-endian)"
      ),
      ([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40], "EBCDIC"),
      (Array(text.utf8), "'UTF-16'"),
    ]
    for (bytes, encoding) in cases {
      #expect(
        errors(bytes) == [
          "1:1: import-encoding: the file is in \(encoding), not UTF-8: a storyboard is UTF-8 (Xcode writes no other encoding)"
        ])
    }
  }

  /// 200,000 attributes on one element took 17 seconds (the parser compares each
  /// with those before it); past 1,000 it is one error, found in one pass.
  @Test func manyAttributesOnOneElementAreBounded() {
    var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x\"".utf8)
    bytes.reserveCapacity(2_000_000)
    for index in 0..<200_000 { bytes += Array(" a\(index)=\"1\"".utf8) }
    bytes += Array("/>\n".utf8)
    let started = ContinuousClock.now
    #expect(
      errors(bytes) == [
        "2:1: import-too-many-attributes: an element has more than 1,000 attributes (a storyboard's have fewer than 30)"
      ])
    // Found in one pass: a small part of the 17 seconds, however loaded the machine.
    #expect(ContinuousClock.now - started < .seconds(5))
    var fewer = "<document type=\"x\""
    for index in 0..<999 { fewer += " a\(index)='>\(index)'" }
    fewer += "/>\n"
    #expect(XMLInputGuard.tagWithTooManyAttributes(Array(fewer.utf8)) == nil)
  }

  /// Well-formed storyboards past 10,000,000 bytes were "malformed XML" (libxml2's
  /// limit on one chunk of input); up to the documented 32 MiB they import.
  @Test func aStoryboardOverTenMillionBytesImports() throws {
    let fixture = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/format3_show_present_unwind.storyboard"),
      encoding: .utf8)
    let scenes = try #require(fixture.range(of: "<scenes>"))
    let padding = String(
      repeating: "<!--" + String(repeating: "x", count: 100) + "-->\n", count: 110_000)
    let big = fixture[..<scenes.lowerBound] + padding + fixture[scenes.lowerBound...]
    #expect(big.utf8.count > 10_000_000)
    let result = StoryboardImporter().importStoryboards([
      SourceFile(path: "big.storyboard", text: String(big))
    ])
    #expect(!result.diagnostics.hasErrors)
    #expect(result.flowText.contains("tab \"About\""))
  }

  /// libxml2's error numbers are said in words, never bare.
  @Test func errorNumbersAreSaidInWords() {
    #expect(
      XMLErrorMessages.describe(code: 29) == "a reference to an external entity (none is loaded)")
    #expect(
      XMLErrorMessages.describe(code: 89)
        == "an entity refers to itself (an entity loop), or expands too much")
    for code in 1...110 where ![0, 97, 99, 100, 102, 106, 107].contains(code) {
      #expect(!XMLErrorMessages.describe(code: code).contains("error \(code)"), "code \(code)")
    }
  }
}
