import Foundation
import Testing

/// The library's layering, read from the source tree (ARCHITECTURE.md): the engine's
/// rules name nothing of its machinery, Render names none of the engine's internals,
/// and no folder names a type of a later pipeline stage.
///
/// Where today's code still breaks a rule, the exception is listed below with why;
/// the lists must only shrink: an exception that no longer occurs fails the test
/// until it is struck off.
@Suite struct LayeringTests {
  // MARK: - The source tree

  static let library = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/FlowSim")

  /// A Swift file of the library: its path under Sources/FlowSim and its code,
  /// comments and string literals taken out.
  struct SourceFile {
    var path: String
    var code: String
    var folder: String { String(path.prefix { $0 != "/" }) }
  }

  static let files: [SourceFile] = {
    let manager = FileManager.default
    let root = library.path + "/"
    var found: [SourceFile] = []
    let walker = manager.enumerator(atPath: library.path)
    while let relative = walker?.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        let text = try? String(contentsOfFile: root + relative, encoding: .utf8)
      else { continue }
      found.append(SourceFile(path: relative, code: codeOnly(text)))
    }
    return found.sorted { $0.path < $1.path }
  }()

  /// `text` without comments and string literals, so that prose and messages never
  /// count (a string's interpolations go too, which only ever hides a name).
  static func codeOnly(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var code: [UInt8] = []
    code.reserveCapacity(bytes.count)
    var index = 0
    func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
    let (slash, star, quote, newline, backslash) = (
      UInt8(47), UInt8(42), UInt8(34), UInt8(10), UInt8(92)
    )
    while index < bytes.count {
      if at(0) == slash, at(1) == slash {
        while index < bytes.count, at(0) != newline { index += 1 }
      } else if at(0) == slash, at(1) == star {
        index += 2
        while index < bytes.count, !(at(0) == star && at(1) == slash) { index += 1 }
        index += 2
      } else if at(0) == quote, at(1) == quote, at(2) == quote {
        index += 3
        while index < bytes.count, !(at(0) == quote && at(1) == quote && at(2) == quote) {
          index += at(0) == backslash ? 2 : 1
        }
        index += 3
        code.append(contentsOf: [quote, quote])
      } else if at(0) == quote {
        index += 1
        while index < bytes.count, at(0) != quote, at(0) != newline {
          index += at(0) == backslash ? 2 : 1
        }
        index += 1
        code.append(contentsOf: [quote, quote])
      } else {
        code.append(at(0))
        index += 1
      }
    }
    return String(decoding: code, as: UTF8.self)
  }

  /// The identifiers a file's code uses.
  static func identifiers(_ code: String) -> Set<String> {
    var found: Set<String> = []
    var current: [UInt8] = []
    for byte in code.utf8 {
      let isPart =
        byte == 95 || (48...57).contains(byte) || (65...90).contains(byte)
        || (97...122).contains(byte)
      if isPart {
        current.append(byte)
      } else if !current.isEmpty {
        found.insert(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
    }
    if !current.isEmpty { found.insert(String(decoding: current, as: UTF8.self)) }
    return found
  }

  /// An identifier's words: `makeSimulator` is `make`, `Simulator`.
  static func words(_ identifier: String) -> [String] {
    var words: [String] = []
    for character in identifier {
      if character.isUppercase || words.isEmpty || character == "_" {
        words.append(character == "_" ? "" : String(character))
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words.filter { !$0.isEmpty }
  }

  /// Types declared at the top level of a file (not nested): `struct X`, `enum X`…
  static func topLevelTypes(_ code: String) -> [String] {
    let pattern =
      #"(?m)^(?:(?:public|internal|fileprivate|private|final|package|indirect)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)"#
    return matches(pattern, in: code)
  }

  /// Types declared anywhere in a file, nested ones included.
  static func allTypes(_ code: String) -> [String] {
    matches(#"\b(?:class|struct|enum|protocol|typealias|actor|case)\s+(\w+)"#, in: code)
  }

  static func matches(_ pattern: String, in code: String) -> [String] {
    let expression = try! NSRegularExpression(pattern: pattern)
    let range = NSRange(code.startIndex..., in: code)
    return expression.matches(in: code, range: range).compactMap {
      Range($0.range(at: 1), in: code).map { String(code[$0]) }
    }
  }

  /// `found` (file → names) against the exceptions allowed today: what is found and not
  /// allowed, and what is allowed but no longer found (to strike off).
  static func compare(_ found: [String: Set<String>], allowed: [String: Set<String>]) -> [String] {
    var problems: [String] = []
    for (file, names) in found.sorted(by: { $0.key < $1.key }) {
      let extra = names.subtracting(allowed[file] ?? [])
      if !extra.isEmpty { problems.append("\(file) names \(extra.sorted())") }
    }
    for (file, names) in allowed.sorted(by: { $0.key < $1.key }) {
      let gone = names.subtracting(found[file] ?? [])
      if !gone.isEmpty {
        problems.append("\(file) no longer names \(gone.sorted()): strike it off the exceptions")
      }
    }
    return problems
  }

  // MARK: - The rules name no machinery

  /// Words that belong to the engine's machinery: storage, caches, speed.
  static let machineryWords: Set<String> = [
    "Store", "Stores", "Memo", "Memos", "Plan", "Plans", "Batch", "Batches", "Prefetch",
    "Thread", "Threads", "Direct", "Room", "Commit", "Flipped", "Knows", "Snapshot", "Pipeline",
    "Ring", "Slots", "Budget", "Memory", "Rest", "Rests",
  ]

  /// The types of the folders that hold the machinery.
  static let machineryFolders = [
    "Engine/Store/", "Engine/Shortcuts/", "Engine/Explore/",
  ]

  /// Whether `identifier` names machinery: a type of the machinery's folders, or an
  /// identifier with a machinery word in it (`directSteps`, `SuccessorMemo`).
  static func namesMachinery(_ identifier: String, machineryTypes: Set<String>) -> Bool {
    if machineryTypes.contains(identifier) { return true }
    return words(identifier).contains { word in
      machineryWords.contains(word.prefix(1).uppercased() + word.dropFirst())
    }
  }

  @Test func rulesNameNoMachinery() {
    let machineryTypes = Set(
      Self.files.filter { file in Self.machineryFolders.contains { file.path.hasPrefix($0) } }
        .flatMap { Self.topLevelTypes($0.code) })
    #expect(machineryTypes.contains("StateStore"))
    #expect(machineryTypes.contains("DirectStepSink"))
    let rules = Self.files.filter { $0.path.hasPrefix("Engine/Rules/") }
    #expect(rules.count >= 6, "the rules' folder is where ARCHITECTURE.md says")
    var found: [String: Set<String>] = [:]
    for file in rules {
      let named = Self.identifiers(file.code).filter {
        Self.namesMachinery($0, machineryTypes: machineryTypes)
      }
      if !named.isEmpty { found[file.path] = named }
    }
    // No exceptions: the rules are written without the machinery.
    #expect(Self.compare(found, allowed: [:]) == [])
  }

  /// The detector itself: it finds machinery where there is some.
  @Test func machineryIsRecognised() {
    let types: Set<String> = ["StateStore"]
    for name in ["StateStore", "directSteps", "SuccessorMemo", "RestPlans", "prefetch", "room"] {
      #expect(Self.namesMachinery(name, machineryTypes: types), "\(name)")
    }
    for name in ["Semantics", "offerSystem", "Explanations", "restore", "apply", "isFull"] {
      #expect(!Self.namesMachinery(name, machineryTypes: types), "\(name)")
    }
  }

  // MARK: - Render names none of the engine's internals

  /// What the engine hands to the stages after it: the state space, configurations
  /// and their views, what a step ran into, and walkthroughs. Every other type the
  /// engine declares is internal to it.
  static let engineProduct: Set<String> = [
    "StateSpace", "Configuration", "ConfigurationView", "ConfigurationViews", "StepIssue",
    "DisabledReason", "Walkthrough", "Paths", "Tour", "ExploredSpace",
  ]

  /// Render's exceptions today: none. Walkthroughs describe themselves and a whole
  /// space is drawn from its `ExploredSpace` (issue 30 item 2), so Render asks no
  /// `Simulator`. Keep it empty.
  static let renderExceptions: [String: Set<String>] = [:]

  @Test func renderNamesNoEngineInternals() {
    let internals = Set(
      Self.files.filter { $0.folder == "Engine" }.flatMap { Self.topLevelTypes($0.code) }
    ).subtracting(Self.engineProduct)
    #expect(internals.isSuperset(of: ["Simulator", "Semantics", "StateStore", "Explorer"]))
    var found: [String: Set<String>] = [:]
    for file in Self.files where file.folder == "Render" {
      let named = Self.identifiers(file.code).filter { identifier in
        internals.contains(identifier) || Self.words(identifier).contains { internals.contains($0) }
      }
      if !named.isEmpty { found[file.path] = named }
    }
    #expect(Self.compare(found, allowed: Self.renderExceptions) == [])
  }

  // MARK: - No folder names a later stage

  /// Each folder's place in the pipeline (ARCHITECTURE.md): a folder may name types
  /// of its own and earlier places only. IO (files, processes, standard input) comes
  /// right after Diagnostics. Import sits beside Syntax (it writes flow text), after it. Workloads uses none of the pipeline; Testing runs all of it,
  /// and nothing uses Testing.
  static let stage: [String: Int] = [
    "Diagnostics": 0, "IO": 1, "Syntax": 2, "Import": 3, "Model": 4, "Engine": 5, "Checks": 6,
    "Render": 7, "Session": 8, "Workloads": -1, "Testing": 99,
  ]

  /// Arrows that run backwards today. Only strike entries off.
  static let stageExceptions: [String: Set<String>] = [
    // The importer checks whether a companion file already includes the imported
    // one by reading its includes as Model's inputs do.
    "Import/ImportOutputPlan.swift": ["FlowInputs"]
  ]

  @Test func noFolderNamesALaterStage() {
    // Each type declared at the top level of exactly one folder, with that folder.
    var declaredIn: [String: Set<String>] = [:]
    for file in Self.files {
      for name in Self.topLevelTypes(file.code) {
        declaredIn[name, default: []].insert(file.folder)
      }
    }
    #expect(Set(Self.files.map(\.folder)) == Set(Self.stage.keys), "a folder without a stage")
    // Names a folder declares itself (nested types, enum cases) are its own.
    var ownNames: [String: Set<String>] = [:]
    for file in Self.files {
      ownNames[file.folder, default: []].formUnion(Self.allTypes(file.code))
    }
    var found: [String: Set<String>] = [:]
    for file in Self.files {
      let here = Self.stage[file.folder] ?? 0
      let named = Self.identifiers(file.code).filter { identifier in
        guard let folders = declaredIn[identifier], folders.count == 1,
          let folder = folders.first, folder != file.folder,
          !(ownNames[file.folder]?.contains(identifier) ?? false)
        else { return false }
        let there = Self.stage[folder] ?? 0
        if file.folder == "Workloads" || folder == "Testing" { return true }
        return there > here
      }
      if !named.isEmpty { found[file.path] = named }
    }
    #expect(Self.compare(found, allowed: Self.stageExceptions) == [])
  }
}
