#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// MARK: - Loading a NAVBENCH JSON spec (`navbench-<name>.json`, README section 1.6)

extension NavBench {
  /// Loads the instance a NAVBENCH JSON spec describes, as `navbench.py gen` writes it.
  ///
  /// The structure is taken from the spec (no RNG is run) and checked for consistency:
  /// parameters, ids, tabs, modals, targets within the screen's tab, variable indices, and
  /// the standard initial state (tab 0 selected, every stack at its root, no modal, all
  /// variables false), the only one NAVBENCH defines.
  public init(jsonSpec bytes: [UInt8]) throws(NavBenchError) {
    let file: SpecFile
    do {
      file = try JSONDecoder().decode(SpecFile.self, from: Data(bytes))
    } catch let error as DecodingError {
      throw .invalidSpec(Self.describe(error))
    } catch {
      throw .invalidSpec("\(error)")
    }
    guard file.workload == "NAVBENCH" else {
      throw .invalidSpec("workload is '\(file.workload)', expected 'NAVBENCH'")
    }
    guard file.version == 1 else {
      throw .invalidSpec("version \(file.version) is not supported (only 1)")
    }
    let parameters = file.params.parameters
    if let name = file.name, name != parameters.name {
      throw .invalidSpec("name '\(name)' does not match the parameters ('\(parameters.name)')")
    }
    try self.init(parameters: parameters, screens: file.screens.map(\.screen))
    try Self.checkTabsAndModals(file, parameters)
    if let initial = file.initial { try Self.checkInitial(initial, parameters) }
  }

  private static func checkTabsAndModals(
    _ file: SpecFile, _ parameters: NavBenchParameters
  ) throws(NavBenchError) {
    let size = parameters.screensPerTab
    let count = parameters.screenCount
    if let tabs = file.tabs {
      let expected = (0..<parameters.tabs).map {
        SpecTab(tab: $0, root: $0 * size, modal: count + $0)
      }
      guard tabs == expected else { throw .invalidSpec("'tabs' does not follow the conventions") }
    }
    if let modals = file.modals {
      let expected = (0..<parameters.tabs).map { SpecModal(id: count + $0, tab: $0) }
      guard modals == expected else {
        throw .invalidSpec("'modals' does not follow the conventions")
      }
    }
  }

  private static func checkInitial(
    _ initial: SpecInitial, _ parameters: NavBenchParameters
  ) throws(NavBenchError) {
    let stacks = (0..<parameters.tabs).map { [$0 * parameters.screensPerTab] }
    guard initial.selected == 0, initial.stacks == stacks, initial.modal == nil,
      initial.vars == Array(repeating: false, count: parameters.variables)
    else {
      throw .invalidSpec("'initial' is not NAVBENCH's initial state")
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { key in key.intValue.map(String.init) ?? key.stringValue }
      return keys.isEmpty ? "the top level" : "'" + keys.joined(separator: ".") + "'"
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing '\(key.stringValue)' in \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "unexpected value at \(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "not valid JSON at \(path(context)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}

// MARK: - The spec's shape

private struct SpecFile: Decodable {
  var workload: String
  var version: Int
  var name: String?
  var params: SpecParams
  var tabs: [SpecTab]?
  var screens: [SpecScreen]
  var modals: [SpecModal]?
  var initial: SpecInitial?
}

private struct SpecParams: Decodable {
  var tabs: Int
  var screensPerTab: Int
  var pushesPerScreen: Int
  var maxDepth: Int
  var variables: Int
  var seed: UInt64

  enum CodingKeys: String, CodingKey {
    case tabs = "T"
    case screensPerTab = "S"
    case pushesPerScreen = "K"
    case maxDepth = "D"
    case variables = "V"
    case seed
  }

  var parameters: NavBenchParameters {
    NavBenchParameters(
      tabs: tabs, screensPerTab: screensPerTab, pushesPerScreen: pushesPerScreen,
      maxDepth: maxDepth, variables: variables, seed: seed)
  }
}

private struct SpecTab: Decodable, Equatable {
  var tab: Int
  var root: Int
  var modal: Int
}

private struct SpecModal: Decodable, Equatable {
  var id: Int
  var tab: Int
}

private struct SpecScreen: Decodable {
  var id: Int
  var tab: Int
  var index: Int
  var toggles: Int
  var presents: Int?
  var pushes: [SpecPush]

  var screen: NavBenchScreen {
    NavBenchScreen(
      id: id, tab: tab, index: index, toggles: toggles, presents: presents,
      pushes: pushes.map {
        NavBenchPush(edge: $0.edge, target: $0.target, guardVariable: $0.guardVariable)
      })
  }
}

private struct SpecPush: Decodable {
  var edge: Int
  var target: Int
  var guardVariable: Int?

  enum CodingKeys: String, CodingKey {
    case edge
    case target
    case guardVariable = "guard"
  }
}

private struct SpecInitial: Decodable {
  var selected: Int
  var stacks: [[Int]]
  var modal: Int?
  var vars: [Bool]
}
