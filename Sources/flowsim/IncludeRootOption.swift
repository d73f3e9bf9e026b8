import FlowSim
import Foundation

/// `--include-root DIR`, which every command that loads flows takes: the folder
/// whose tree a flow's includes may read from (by default the flow's own folder).
enum IncludeRootOption {
  /// The commands that load flows, and so take the option.
  static let commands: Set<String> = [
    "check", "test", "run", "dot", "mermaid", "walk", "paths", "tour", "review", "dump", "diff",
  ]

  /// `words` without `--include-root DIR` (or `--include-root=DIR`), and the folder
  /// it names (nil when it is not given); words after `--` are left alone.
  static func take(from words: [String], command: String) throws(UsageError) -> (
    words: [String], root: String?
  ) {
    guard commands.contains(command) else { return (words, nil) }
    var rest: [String] = []
    var index = 0
    var root: String?
    while index < words.count {
      let word = words[index]
      index += 1
      if word == "--" {
        rest += words[(index - 1)...]
        break
      }
      var value: String?
      if word == "--include-root" {
        guard index < words.count else { throw UsageError("option '--include-root' needs a value") }
        value = words[index]
        index += 1
      } else if word.hasPrefix("--include-root=") {
        value = String(word.dropFirst("--include-root=".count))
      }
      guard let value else {
        rest.append(word)
        continue
      }
      if root != nil { throw UsageError("option '--include-root' is given twice") }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw UsageError("'--include-root' needs a folder; '\(value)' is not one")
      }
      root = value
    }
    return (rest, root)
  }
}
