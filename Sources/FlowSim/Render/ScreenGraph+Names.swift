/// Model names in words, for titles and labels: `SignedOut` is "Signed-out",
/// `invalidEmail` "invalid email".
extension ScreenGraph {
  /// `Signed-out stack` for a nav `SignedOut`; a name that is all kind words is its
  /// own title, as written (`Stack`, `Nav stack` for `NavStack`, `Tab bar` for
  /// `TabBar`), rather than the kind twice over, and stays apart from the others.
  static func titled(_ name: String, _ kind: String, dropping suffixes: Set<String>) -> String {
    if words(name).allSatisfy({ suffixes.contains($0.lowercased()) }) {
      return phrase(name, dropping: [])
    }
    return "\(phrase(name, dropping: suffixes)) \(kind)"
  }

  /// A container's name as the start of a title: its words, lowercase but for the
  /// first letter and acronyms, without last words the title says anyway
  /// (`FilesNav` is "Files"), and with a final particle joined by a hyphen, as English
  /// writes such a compound before a noun (`SignedOut` is "Signed-out").
  static func phrase(_ name: String, dropping suffixes: Set<String>) -> String {
    var words = words(name)
    while let last = words.last, suffixes.contains(last.lowercased()) {
      words.removeLast()
    }
    words = words.map(lowercased)
    let particles: Set<String> = ["in", "out", "up", "off", "on", "down"]
    if words.count > 1, particles.contains(words[words.count - 1]) {
      words[words.count - 2] += "-" + words.removeLast()
    }
    let text = words.joined(separator: " ")
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// A model name in words: `invalidEmail` is "invalid email", `no_network` "no
  /// network", `showSSO` "show SSO" (a run of capitals stays as it is). Digits stay
  /// with the letters before them (`step2`).
  public static func humanised(_ name: String) -> String {
    words(name).map(lowercased).joined(separator: " ")
  }

  /// A word in lowercase, unless it is an acronym (`SSO`), which stays as it is.
  private static func lowercased(_ word: String) -> String {
    word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased()
  }

  /// The words of a camelCase, PascalCase or snake_case name: a new word starts at a
  /// capital after a lowercase letter or digit, at the last capital of a run followed
  /// by a lowercase letter (`SSOLogin` is SSO, Login), and after `_` or `-`.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      if character == "_" || character == "-" || character == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, let last = current.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if last.isLowercase || last.isNumber || (last.isUppercase && next?.isLowercase == true) {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
