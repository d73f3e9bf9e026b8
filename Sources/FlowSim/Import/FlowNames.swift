import Foundation

/// Turns storyboard texts into flow names and string literals: names are CamelCased
/// ASCII identifiers, so never keywords (every `Keyword` is lowercase); strings are
/// single-line and escaped.
enum FlowNames {
  /// The longest name made, in characters.
  static let maximumNameLength = 60
  /// The longest label or title kept, in characters (longer ones end with "…").
  static let maximumTextLength = 80

  /// A CamelCased identifier made of the ASCII letters and digits of `text` (accents
  /// dropped, Latin letters with no accent to drop spelled out: `Straße` → `Strasse`),
  /// or nil when it has none. `"Food Pin"` → `FoodPin`, `"So-So"` → `SoSo`. It starts
  /// with a capital letter or `_`, so it is never a keyword.
  static func identifier(from text: String) -> String? {
    var words: [String] = []
    var word = ""
    // Compatibility decomposition: accents apart, and ligatures (`ﬁ`) and full-width
    // forms (`１`) as their letters and digits.
    for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        word.unicodeScalars.append(scalar)
      } else if scalar.properties.generalCategory == .nonspacingMark {
        continue
      } else if let spelled = latinLetters[scalar] {
        word += spelled
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard !name.isEmpty else { return nil }
    if name.count > maximumNameLength { name = String(name.prefix(maximumNameLength)) }
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
    return name
  }

  /// Latin letters that no decomposition takes apart, as ASCII spells them (a fixed
  /// table, so names are the same on every machine).
  static let latinLetters: [Unicode.Scalar: String] = [
    "ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
    "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",
    "ħ": "h", "Ħ": "H", "ı": "i", "ŋ": "n", "Ŋ": "N", "ĸ": "k", "ŧ": "t", "Ŧ": "T",
  ]

  /// `name` without a trailing `ViewController` or `Controller`, when something is left:
  /// `RestaurantDetailViewController` → `RestaurantDetail`.
  static func withoutControllerSuffix(_ name: String) -> String {
    guard let suffix = ["ViewController", "Controller"].first(where: name.hasSuffix) else {
      return name
    }
    let stem = String(name.dropLast(suffix.count))
    return stem.contains(where: \.isLetter) ? stem : name
  }

  /// A camelCase word split into lowercase-joined words with the first capitalised:
  /// `fastForward` → `Fast Forward`.
  static func humanized(_ word: String) -> String {
    var out = ""
    for character in word {
      if character.isUppercase, !out.isEmpty { out += " " }
      out.append(character)
    }
    return out.prefix(1).uppercased() + out.dropFirst()
  }

  /// Text fit for a one-line string literal: line breaks and control characters become
  /// spaces, runs of spaces one, and over-long text is cut with "…".
  static func cleanText(_ text: String) -> String {
    var out = ""
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
        pendingSpace = !out.isEmpty
      } else {
        if pendingSpace { out += " " }
        pendingSpace = false
        out.unicodeScalars.append(scalar)
      }
    }
    if out.count > maximumTextLength { out = String(out.prefix(maximumTextLength - 1)) + "…" }
    return out
  }
}

/// Hands out unique names in request order: the first request for a base name gets
/// it as is, later ones get `Base2`, `Base3`, … skipping every name that some entity
/// wants as its own base name, so a later natural `Files2` keeps its name.
struct UniqueNames {
  private var reserved: Set<String>
  private var used: Set<String> = []

  /// `bases` are every base name that will be requested.
  init(reserving bases: [String]) {
    reserved = Set(bases)
  }

  mutating func claim(_ base: String) -> String {
    if !used.contains(base) {
      used.insert(base)
      return base
    }
    var number = 2
    while used.contains("\(base)\(number)") || reserved.contains("\(base)\(number)") {
      number += 1
    }
    let name = "\(base)\(number)"
    used.insert(name)
    return name
  }
}

/// Makes labels unique within one screen or tab bar: `"Go"`, `"Go (2)"`, … skipping
/// labels that a later control has as its own.
struct UniqueLabels {
  private var reserved: Set<String>
  private var used: Set<String> = []

  /// `labels` are every label that will be claimed.
  init(reserving labels: [String]) {
    reserved = Set(labels)
  }

  mutating func claim(_ label: String) -> String {
    var candidate = label
    var number = 2
    while used.contains(candidate) || (candidate != label && reserved.contains(candidate)) {
      candidate = "\(label) (\(number))"
      number += 1
    }
    used.insert(candidate)
    return candidate
  }
}
