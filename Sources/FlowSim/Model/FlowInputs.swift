import Foundation

/// Turns the paths given on the command line into the flows to load: a file is a
/// flow; a directory means the `*.flow` files directly in it (sorted by name), less
/// those another file in that directory includes.
public enum FlowInputs {
  public struct Expanded: Sendable {
    /// Entry files, in the order given (directories expanded in name order).
    public var entries: [String]
    /// Paths that could not be read.
    public var unreadable: [String]
  }

  public static func expand(
    _ paths: [String], read: @Sendable (String) -> [UInt8]? = FlowLoader.readFile
  )
    -> Expanded
  {
    var result = Expanded(entries: [], unreadable: [])
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        result.unreadable.append(path)
        continue
      }
      guard isDirectory.boolValue else {
        result.entries.append(path)
        continue
      }
      let names = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter {
        $0.hasSuffix(".flow")
      }.sorted()
      let files = names.map { (path as NSString).appendingPathComponent($0) }.filter {
        var directory: ObjCBool = false
        return manager.fileExists(atPath: $0, isDirectory: &directory) && !directory.boolValue
      }
      let included = Set(files.flatMap { file in includes(of: file, read: read) })
      result.entries += files.filter { !included.contains((($0 as NSString).standardizingPath)) }
    }
    return result
  }

  /// The standardized paths a file includes directly.
  static func includes(of file: String, read: (String) -> [UInt8]?) -> [String] {
    guard let bytes = read(file) else { return [] }
    let (tree, _) = FlowParser.parse(SourceFile(path: file, bytes: bytes))
    return tree.declarations.compactMap { declaration in
      guard case .include(let literal, _) = declaration else { return nil }
      return (FlowLoader.path(literal.value, relativeTo: file) as NSString).standardizingPath
    }
  }
}
