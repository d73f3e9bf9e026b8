import Foundation

/// Turns the paths given on the command line into the flows to load: a file is a
/// flow; a directory means the `*.flow` files directly in it (sorted by name), less
/// those another file in that directory includes (unless they include each other in
/// a cycle: then the first of them is loaded, and reports it). A `*.flow` symbolic
/// link in a directory whose target is missing is an unreadable path, never skipped.
public enum FlowInputs {
  /// The paths to report on, and which of them cannot be read.
  public struct Expanded: Sendable {
    /// Every path to report on, in command-line order (directories expanded in name
    /// order), readable or not: what a machine-readable report lists, one entry each.
    public var inOrder: [String] = []
    /// The paths of `inOrder` that could not be read.
    public var unreadable: [String] = []
    /// The entry files to load: `inOrder` less the unreadable paths.
    public var entries: [String] {
      let skipped = Set(unreadable)
      return inOrder.filter { !skipped.contains($0) }
    }
  }

  public static func expand(
    _ paths: [String], read: @Sendable (String) -> [UInt8]? = FileReading.readFile
  )
    -> Expanded
  {
    var result = Expanded()
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        result.unreadable.append(path)
        result.inOrder.append(path)
        continue
      }
      guard isDirectory.boolValue else {
        result.inOrder.append(path)
        continue
      }
      let names = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter {
        $0.hasSuffix(".flow")
      }.sorted()
      let paths = names.map { PathText.joined(path, $0) }
      let files = paths.filter {
        var directory: ObjCBool = false
        return manager.fileExists(atPath: $0, isDirectory: &directory) && !directory.boolValue
      }
      // A link whose target was renamed is a flow that would go unchecked: unreadable.
      let broken = paths.filter(FileReading.isBrokenLink)
      let listed = Set(entries(among: files, read: read) + broken)
      result.unreadable += broken
      result.inOrder += paths.filter(listed.contains)
    }
    return result
  }

  /// The files of one directory to check: those no other file there includes, then,
  /// in name order, any file that none of those reaches through includes (files that
  /// include each other in a cycle: loading the first reports the cycle), so that
  /// every file is loaded, as an entry or through one.
  static func entries(among files: [String], read: (String) -> [UInt8]?) -> [String] {
    let keys = files.map(FilePaths.canonical)
    var direct: [String: [String]] = [:]
    for (file, key) in zip(files, keys) { direct[key] = includes(of: file, read: read) }
    let includedByAnother = Set(
      keys.flatMap { key in direct[key, default: []].filter { $0 != key } })
    var covered: Set<String> = []
    func cover(_ key: String) {
      var pending = [key]
      while let next = pending.popLast() {
        guard covered.insert(next).inserted else { continue }
        pending += direct[next, default: []]
      }
    }
    var chosen: [String] = []
    for (file, key) in zip(files, keys) where !includedByAnother.contains(key) {
      chosen.append(file)
      cover(key)
    }
    for (file, key) in zip(files, keys) where !covered.contains(key) {
      chosen.append(file)
      cover(key)
    }
    return files.filter { chosen.contains($0) }
  }

  /// The paths a file includes directly, canonical (`FilePaths.canonical`).
  public static func includes(of file: String, read: (String) -> [UInt8]?) -> [String] {
    guard let bytes = read(file) else { return [] }
    let (tree, _) = FlowParser.parse(SourceFile(path: file, bytes: bytes))
    return tree.declarations.compactMap { declaration in
      guard case .include(let literal, _) = declaration else { return nil }
      return FilePaths.canonical(FlowLoader.path(literal.value, relativeTo: file))
    }
  }
}
