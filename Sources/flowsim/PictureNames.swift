import FlowSim
import Foundation

/// Output file names that ask for a picture, shared by `dot` (which draws svg and png
/// itself) and `mermaid` (which draws none): which names those are, and the command
/// that draws what was asked for, to print when flowsim will not.
enum PictureNames {
  /// The formats `--render` makes.
  static let formats = ["svg", "png"]

  /// Image formats Graphviz makes and flowsim does not: an output file named so would
  /// have held DOT text.
  static let otherImages: Set<String> = [
    "pdf", "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "webp", "ps", "eps", "svgz",
  ]

  /// The command that draws what `arguments` asked for into `output` as `image`:
  /// `flowsim dot` with the same graph options, then Graphviz for the formats flowsim
  /// does not make. Words a shell would split are quoted.
  static func drawing(_ arguments: Arguments, _ image: String, into output: String) -> String {
    var words = ["flowsim", "dot"]
    for flag in ["states", "detail"] where arguments.flag(flag) { words.append("--\(flag)") }
    if let limit = arguments.value("max-states") { words += ["--max-states", limit] }
    // One flow, as `dot` takes; after `--` where it would read as an option.
    let flow = arguments.positional.first ?? "FILE"
    words += flow.hasPrefix("-") ? ["--", flow] : [flow]
    let dot = words.map(shellWord).joined(separator: " ")
    return formats.contains(image)
      ? "\(dot) -o \(shellWord(output))" : "\(dot) | dot -T\(image) -o \(shellWord(output))"
  }

  /// `word` as a shell reads it back: as it is when it has nothing a shell treats
  /// specially, else in single quotes.
  static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "-_./=:,+@%".unicodeScalars.contains($0)
    }
    if plain && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// The image format an output file's name ends with (`svg` for `app.SVG`), when it
  /// is one Graphviz makes.
  static func imageFormat(of path: String) -> String? {
    let name = PathText.name(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let suffix = name[name.index(after: dot)...].lowercased()
    return formats.contains(suffix) || otherImages.contains(suffix) ? suffix : nil
  }
}
