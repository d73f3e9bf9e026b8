import Foundation

/// A fresh folder under the system's temporary directory, for a test that needs real
/// files: made empty, removed by the test (`defer { ScratchFolder.remove(folder) }`).
public enum ScratchFolder {
  /// A new empty folder whose name starts with `prefix`.
  public static func make(_ prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Removes the folder and everything in it.
  public static func remove(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
  }
}
