/// The parsed form of one flow file: declarations in source order, each with the
/// source ranges a diagnostic needs. Produced by `Parser`, consumed by `Resolver`.
///
/// The tree is faithful to the text, not validated: names are unresolved and may be
/// misspelled, and a declaration that failed to parse is simply absent (its
/// diagnostic says why).
public struct SyntaxTree: Sendable {
  public var file: SourceFile
  public var declarations: [Declaration]

  public init(file: SourceFile, declarations: [Declaration]) {
    self.file = file
    self.declarations = declarations
  }
}

/// A name as written, with where it stands.
public struct Name: Sendable, Hashable {
  public var text: String
  public var range: SourceRange

  public init(_ text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// A string literal's value (escapes processed), with where it stands.
public struct StringLiteral: Sendable, Hashable {
  public var value: String
  public var range: SourceRange

  public init(_ value: String, range: SourceRange) {
    self.value = value
    self.range = range
  }

  /// `text` as the flow language writes it: in quotes, with `"` and `\` escaped.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      if character == "\"" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out + "\""
  }
}

/// One top-level declaration.
public enum Declaration: Sendable {
  case flow(StringLiteral, keyword: SourceRange)
  case start(Name, keyword: SourceRange)
  case include(StringLiteral, keyword: SourceRange)
  case variable(VariableDecl)
  case signedIn(Expression, keyword: SourceRange)
  case screen(ScreenDecl)
  /// `extend NAME modifiers { controls }`: adds to a screen or container declared
  /// elsewhere (usually in an included, imported file). The title stays nil.
  case extend(ScreenDecl)
  case nav(NavDecl)
  case tabs(TabsDecl)
  case pages(PagesDecl)
  case event(ControlDecl)
  case logout(LogoutDecl)
  case assertion(AssertionDecl)
  case known(KnownDecl)
  case scenario(ScenarioDecl)
}
