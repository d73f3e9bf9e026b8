/// Resolving parsed trees into a `Flow`, for callers that parse themselves (the
/// benchmark times parsing and resolving separately).
public enum FlowResolver {
  /// Resolves the trees of one flow: the entry file first, then its includes.
  public static func resolve(_ trees: [SyntaxTree]) -> (flow: Flow?, diagnostics: [Diagnostic]) {
    Resolver.resolve(trees)
  }
}
