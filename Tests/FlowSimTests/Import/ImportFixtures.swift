import FlowSim
import Foundation
import Testing

/// Where the importer's test storyboards and goldens live, and how goldens are compared.
///
/// Fixtures are read through `#filePath`, not as SwiftPM resources. A golden that is
/// missing or different fails its test; `FLOWSIM_RECORD=1 swift test` writes it instead.
enum ImportFixtures {
  /// `Tests/FlowSimTests/Import/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The package's root folder.
  static let packageRoot = PackagePaths.root

  /// The shared corpus of real storyboards: `../shared/storyboards` beside the package.
  static let corpus = packageRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/storyboards")

  static var isRecording: Bool { Golden.recording }

  /// A fixture as a source file named by its file name alone, so output is the same
  /// wherever the package is checked out.
  static func source(_ name: String) throws -> SourceFile {
    let url = directory.appendingPathComponent(name)
    return SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: url)))
  }

  /// Diagnostics as `flowsim` prints them, without colour.
  static func render(_ diagnostics: [Diagnostic]) -> String {
    let printer = DiagnosticPrinter(colors: false)
    return diagnostics.map { printer.render($0) }.joined()
  }

  /// Compares `actual` with the golden file `name` in the fixtures folder.
  static func expectGolden(
    _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    Golden.expect(
      actual, matches: directory.appendingPathComponent(name), sourceLocation: sourceLocation)
  }

}
