import Foundation

/// Where the package's own files are, found from this file's place in the checkout,
/// so tests read `flows/`, `docs/` and `.build/` wherever they run from.
public enum PackagePaths {
  /// The package's root folder (where Package.swift is).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The bundled flows.
  public static let flows = root.appendingPathComponent("flows")
}
