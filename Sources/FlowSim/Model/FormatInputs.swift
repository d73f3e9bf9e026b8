import Foundation

/// Turns the paths given to `flowsim fmt` into what to format: files as given,
/// folders searched recursively for `*.flow` files (in name order), and standard
/// input for `-`; and what stands in the way, in command-line order. Unlike checking
/// (`FlowInputs`), every file is formatted, included or not, and subfolders count.
public enum FormatInputs {
  /// One thing to format.
  public enum Input: Sendable, Equatable {
    case file(String)
    case standardInput
  }

  /// A path that gives nothing to format.
  public enum Problem: Sendable, Equatable {
    /// The path, and why it cannot be read.
    case unreadable(String, why: String)
    /// A folder with no `*.flow` file in it or under it.
    case noFlows(String)
  }

  /// The inputs and the problems, each in command-line order.
  public static func expand(_ paths: [String]) -> (inputs: [Input], problems: [Problem]) {
    var inputs: [Input] = []
    var problems: [Problem] = []
    let manager = FileManager.default
    for path in paths {
      if path == StandardInput.operand {
        inputs.append(.standardInput)
        continue
      }
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        problems.append(
          .unreadable(path, why: FileReading.whyUnreadable(path, foldersAllowed: true)))
        continue
      }
      guard isDirectory.boolValue else {
        inputs.append(.file(path))
        continue
      }
      let candidates = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".flow") }.sorted()
        .map { PathText.joined(path, $0) }
      let found = candidates.filter {
        manager.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
      }
      // A link whose target was renamed would pass '--check' unformatted: unreadable.
      let broken = candidates.filter(FileReading.isBrokenLink)
      problems += broken.map { .unreadable($0, why: FileReading.whyUnreadable($0)) }
      if found.isEmpty && broken.isEmpty { problems.append(.noFlows(path)) }
      inputs += found.map(Input.file)
    }
    return (inputs, problems)
  }
}
