import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing an output file so that no reader ever sees half of it: the bytes go to a
/// temporary file beside the target, which is then renamed over it. An interrupted
/// run leaves the old file (or none), never a truncated one. Every command that
/// writes files (review, dot -o, import, fmt -w, the stepper's save) goes through here.
public enum AtomicFile {
  /// Writes `bytes` to `path`, keeping an existing file's permissions. Returns an
  /// error message for people, or nil when the file was written.
  public static func write(_ bytes: Data, to path: String) -> String? {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      return
        "cannot write '\(path)': no such folder '\((path as NSString).deletingLastPathComponent)'"
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: bytes) else {
      return "cannot write '\(path)': cannot create a file in '\(folder.path)'"
    }
    if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let permissions = attributes[.posixPermissions]
    {
      try? FileManager.default.setAttributes(
        [.posixPermissions: permissions], ofItemAtPath: temporary.path)
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      unlink(temporary.path)
      return "cannot write '\(path)': \(reason)"
    }
    return nil
  }

  /// Writes UTF-8 text; see `write(_:to:)`.
  public static func write(_ text: String, to path: String) -> String? {
    write(Data(text.utf8), to: path)
  }
}
