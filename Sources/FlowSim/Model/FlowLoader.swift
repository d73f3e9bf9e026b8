import Foundation

/// Loads a flow from its entry file: reads it and every file it includes, parses
/// them, and resolves the whole into a `Flow`.
///
/// Reading goes through `read`, so tests can load flows from memory. Includes are
/// resolved relative to the including file; a file is loaded at most once; cycles,
/// missing files, oversized files and deep include chains are diagnostics.
public struct FlowLoader: Sendable {
  /// The largest flow file accepted, in bytes.
  public static let maximumFileSize = FileReading.maximumFlowSize
  /// How deep includes may nest (the entry file is depth 0).
  public static let maximumIncludeDepth = 16

  /// Returns a file's bytes, or nil when it cannot be read.
  public var read: @Sendable (String) -> [UInt8]?

  /// The folder whose tree includes must stay in; nil for the folder of the entry
  /// file (the flow named on the command line). Commands pass `--include-root DIR`
  /// here. See `FlowLoader+Confinement`.
  public var includeRoot: String?

  public init(
    read: @escaping @Sendable (String) -> [UInt8]? = FileReading.readFile,
    includeRoot: String? = nil
  ) {
    self.read = read
    self.includeRoot = includeRoot
  }

  /// The outcome of loading: the flow when it resolved without errors, and every
  /// diagnostic found on the way (sorted for display).
  public struct Result: Sendable {
    public var flow: Flow?
    public var diagnostics: [Diagnostic]
    /// Every file read, entry first.
    public var files: [SourceFile]
    /// The parsed trees, entry first, then includes in the order met.
    public var trees: [SyntaxTree]

    /// Whether the entry file could not be read at all (a usage error, not a flow
    /// that fails to load: a file too large to load, say, was read).
    public var isUnreadable: Bool { diagnostics.contains { $0.id == FlowLoader.unreadableID } }
  }

  /// The id of the diagnostic for an entry file that cannot be read at all: a usage
  /// error (exit 2) wherever it turns up, not a flow with errors.
  public static let unreadableID = DiagnosticID.unreadableFile.id

  /// Loads the flow whose entry file is at `path`.
  public func load(path: String) -> Result {
    guard let bytes = read(path) else {
      let diagnostic = Diagnostic.error(
        .unreadableFile, "cannot read '\(path)': \(FileReading.whyUnreadable(path))", at: nil)
      return Result(flow: nil, diagnostics: [diagnostic], files: [], trees: [])
    }
    return load(SourceFile(path: path, bytes: bytes))
  }

  /// Loads the flow whose entry file is `entry` (already in memory).
  public func load(_ entry: SourceFile) -> Result {
    var state = LoadState()
    state.root = includeRoot ?? PathText.folder(of: entry.path)
    visit(entry, depth: 0, includedFrom: nil, state: &state)
    var diagnostics = state.diagnostics
    var flow: Flow?
    if !diagnostics.hasErrors {
      let (resolved, resolveDiagnostics) = Resolver.resolve(state.trees)
      diagnostics += resolveDiagnostics
      flow = diagnostics.hasErrors ? nil : resolved
    }
    return Result(
      flow: flow, diagnostics: diagnostics.sortedForDisplay(),
      files: state.trees.map(\.file),
      trees: state.trees)
  }

  private struct LoadState {
    var trees: [SyntaxTree] = []
    var loaded: Set<String> = []
    var stack: [String] = []
    var diagnostics: [Diagnostic] = []
    /// The folder includes must stay in.
    var root = "."
  }

  private func visit(
    _ file: SourceFile, depth: Int, includedFrom: SourceRange?, state: inout LoadState
  ) {
    let key = FilePaths.canonical(file.path)
    state.loaded.insert(key)
    state.stack.append(key)
    defer { state.stack.removeLast() }
    if let tooLarge = FlowLoader.tooLarge(file, at: includedFrom) {
      state.diagnostics.append(tooLarge)
      return
    }
    let (tree, diagnostics) = FlowParser.parse(file)
    state.diagnostics +=
      depth == 0 ? FlowLoader.askingWhetherFlow(diagnostics, of: file.path) : diagnostics
    state.trees.append(tree)
    for declaration in tree.declarations {
      guard case .include(let literal, let keyword) = declaration else { continue }
      let range = keyword.union(literal.range)
      if let refused = FlowLoader.refusedInclude(
        literal.value, from: file.path, root: state.root, at: range)
      {
        state.diagnostics.append(refused)
        continue
      }
      let path = FlowLoader.path(literal.value, relativeTo: file.path)
      let includedKey = FilePaths.canonical(path)
      if state.stack.contains(includedKey) {
        state.diagnostics.append(
          .error(
            .includeCycle, "'\(literal.value)' includes itself through a cycle", at: range,
            notes: [
              Note(
                "include chain: \(state.stack.map(FlowLoader.displayName).joined(separator: " → ")) → \(FlowLoader.displayName(includedKey))"
              )
            ]
          ))
        continue
      }
      if state.loaded.contains(includedKey) { continue }
      if depth + 1 > FlowLoader.maximumIncludeDepth {
        state.diagnostics.append(
          .error(
            .includeTooDeep,
            "includes nest more than \(FlowLoader.maximumIncludeDepth) files deep", at: range))
        continue
      }
      guard let bytes = read(path) else {
        // Something is there (a folder, a device, a pipe): say why it is not read.
        let why =
          FileManager.default.fileExists(atPath: path) ? ": \(FileReading.whyUnreadable(path))" : ""
        state.diagnostics.append(
          .error(
            .includeNotFound, "cannot read included file '\(literal.value)'", at: range,
            notes: [Note("looked for '\(path)'\(why)")]))
        continue
      }
      visit(
        SourceFile(path: path, bytes: bytes), depth: depth + 1, includedFrom: range, state: &state)
    }
  }

  /// `diagnostics` of the entry file at `path`, its first error asking whether the
  /// file is a flow at all when its name does not end in `.flow`: a shell glob such as
  /// `flowsim check flows/broken/*` hands over the expected-output files beside the
  /// flows, and a designer should not have to read fifty syntax errors to see it. (An
  /// included file is named by the flow that includes it, whatever its name.)
  static func askingWhetherFlow(_ diagnostics: [Diagnostic], of path: String) -> [Diagnostic] {
    guard !path.hasSuffix(".flow"), path != StandardInput.name, path != StandardInput.operand,
      let first = diagnostics.firstIndex(where: { $0.severity == .error }),
      diagnostics[first].range?.file.bytes.isEmpty != true
    else { return diagnostics }
    var diagnostics = diagnostics
    diagnostics[first].notes.insert(
      Note(
        "'\(displayName(path))' does not end in '.flow': is it a flow file? (a folder given to flowsim stands for the *.flow files in it)"
      ), at: 0)
    return diagnostics
  }

  /// The error for a flow file (or a script of steps) larger than `maximumFileSize`,
  /// at `range` (where it is included), or nil when it is not. The size is the one on
  /// disk, which may be more than was read.
  public static func tooLarge(_ file: SourceFile, at range: SourceRange? = nil) -> Diagnostic? {
    guard file.bytes.count > maximumFileSize else { return nil }
    var info = stat()
    let size =
      stat(file.path, &info) == 0 ? max(Int(info.st_size), file.bytes.count) : file.bytes.count
    return .error(
      .fileTooLarge,
      "'\(file.path)' is \(size) bytes; flow files are limited to \(maximumFileSize) bytes",
      at: range)
  }

  /// `include` paths are relative to the directory of the including file.
  static func path(_ included: String, relativeTo including: String) -> String {
    PathText.joined(PathText.folder(of: including), included)
  }

  static func displayName(_ path: String) -> String {
    PathText.name(of: path)
  }
}
