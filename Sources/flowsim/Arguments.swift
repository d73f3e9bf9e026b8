import FlowSim

/// The words after the subcommand, parsed against the options it declares.
///
/// Options are `--name`, `--name value` or `--name=value`; short aliases like `-o`;
/// `--` ends options. An unknown option is a usage error that suggests the closest
/// known one.
struct Arguments {
  struct Spec {
    var flags: [String] = []
    var options: [String] = []
    var aliases: [String: String] = [:]
  }

  private(set) var flags: Set<String> = []
  private(set) var values: [String: [String]] = [:]
  private(set) var positional: [String] = []
  /// `--include-root DIR`, taken out before parsing (`IncludeRootOption`): the folder
  /// whose tree includes may read from; nil for each flow's own folder.
  var includeRoot: String?

  /// The loader every command that loads flows uses, with the include root given.
  var loader: FlowLoader { FlowLoader(includeRoot: includeRoot) }

  init(_ words: [String], spec: Spec) throws(UsageError) {
    var index = 0
    var onlyPositional = false
    while index < words.count {
      var word = words[index]
      let typed = word
      index += 1
      if onlyPositional || word == "-" || !word.hasPrefix("-") {
        positional.append(word)
        continue
      }
      if word == "--" {
        onlyPositional = true
        continue
      }
      if let long = spec.aliases[word] { word = long }
      var inline: String?
      if let equals = word.firstIndex(of: "=") {
        inline = String(word[word.index(after: equals)...])
        word = String(word[..<equals])
      }
      let name = String(word.drop { $0 == "-" })
      if spec.flags.contains(name), inline == nil {
        flags.insert(name)
      } else if spec.options.contains(name) {
        if values[name] != nil {
          throw UsageError("option '\(typed.split(separator: "=").first ?? "")' is given twice")
        }
        if let inline {
          values[name, default: []].append(inline)
        } else if index < words.count {
          // `-o -x`: an option where the value belongs is a slip, not a file name
          // (`-` alone is standard input or output, `-1` a number for the command to
          // judge, and `--flag=-x` says it plainly).
          let value = words[index]
          if value.hasPrefix("-"), value.dropFirst().first.map({ $0.isLetter || $0 == "-" }) == true
          {
            throw UsageError("option '\(typed)' needs a value, not the option '\(value)'")
          }
          values[name, default: []].append(value)
          index += 1
        } else {
          throw UsageError("option '\(typed)' needs a value")
        }
      } else {
        let known = (spec.flags + spec.options)
        let hint =
          Suggestions.closest(to: name, among: known).map { "; did you mean '--\($0)'?" } ?? ""
        throw UsageError("unknown option '\(word)'\(hint)")
      }
    }
  }

  func flag(_ name: String) -> Bool { flags.contains(name) }
  func value(_ name: String) -> String? { values[name]?.last }

  /// A positive whole number: digits, grouped by thousands with ',' or '_' if at all
  /// (`2,000,000`, `2_000_000`; `1,0,0` is a slip, not 100).
  func integer(_ name: String) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard Self.isGrouped(text), let number = Int(text.filter { $0 != "_" && $0 != "," }),
      number > 0
    else {
      throw UsageError("'--\(name)' needs a positive whole number, not '\(text)'")
    }
    return number
  }
}

extension Arguments {
  /// Whether `text` is digits, or digits grouped by thousands with one separator
  /// (',' or '_'): one to three digits, then groups of exactly three.
  static func isGrouped(_ text: String) -> Bool {
    for separator: Character in [",", "_"] where text.contains(separator) {
      let groups = text.split(separator: separator, omittingEmptySubsequences: false)
      return (1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }
        && groups.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
    return true
  }
}

/// A mistake in how the command was called: printed with a hint, exit 2.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
