/// `flowsim check --format sarif`: the findings as a SARIF 2.1.0 log, the format
/// code-scanning tools read (see docs/schemas/sarif.md).
///
/// One run per invocation. Every finding is a result with its rule, level, message
/// and location; its notes with locations are related locations, and its notes
/// without one follow the message, a line each (GitHub code scanning shows a related
/// location only as a link from the message, so one with no place would be lost);
/// its walkthrough is a code flow whose steps point at the controls taken. File URIs
/// are relative to the working directory when the file is inside it.
public enum SarifOutput {
  /// Describes the tool in the log.
  public struct Tool: Sendable {
    public var name: String
    public var version: String
    /// The project's page, when it has one (optional in SARIF).
    public var informationUri: String?

    public init(name: String = "flowsim", version: String, informationUri: String? = nil) {
      self.name = name
      self.version = version
      self.informationUri = informationUri
    }
  }

  /// The SARIF log for `checks`; `workingDirectory` is an absolute path.
  public static func sarif(_ checks: [FlowCheck], tool: Tool, workingDirectory: String) -> String {
    var rules = allRules
    var known = Set(rules.map(\.id))
    for id in checks.flatMap({ $0.findings.map(\.id) }).sorted() where known.insert(id).inserted {
      rules.append((id, id))
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let writer = Writer(workingDirectory: workingDirectory, ruleIndex: ruleIndex)
    let about: [(String, JSONValue)] =
      [("name", .string(tool.name)), ("version", .string(tool.version))]
      + (tool.informationUri.map { [("informationUri", JSONValue.string($0))] } ?? [])
    let driver: JSONValue = .object(
      about + [
        (
          "rules",
          .array(
            rules.map { rule in
              .object([
                ("id", .string(rule.id)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
              ])
            })
        )
      ])
    let results = checks.flatMap { check in
      let simulator = check.report.map { $0.makeSimulator() }
      return check.findings.map { writer.result($0, flow: check.flow, simulator: simulator) }
    }
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
          ])
        ])
      ),
    ]).serialized()
  }

  /// The SARIF level of a severity.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A result's message: the diagnostic's, then each note that has no place in a
  /// file on a line of its own (the notes that have one are related locations).
  static func messageText(_ diagnostic: Diagnostic) -> String {
    ([diagnostic.message] + diagnostic.notes.filter { $0.range == nil }.map(\.message))
      .joined(separator: "\n")
  }

  /// Builds results: locations, related locations and code flows.
  struct Writer {
    var workingDirectory: String
    var ruleIndex: [String: Int]

    func result(_ finding: Finding, flow: Flow?, simulator: Simulator?) -> JSONValue {
      let diagnostic = finding.diagnostic
      var members: [(String, JSONValue)] = [
        ("ruleId", .string(diagnostic.id)),
        ("ruleIndex", .number(ruleIndex[diagnostic.id] ?? 0)),
        ("level", .string(SarifOutput.level(diagnostic.severity))),
        ("message", .object([("text", .string(SarifOutput.messageText(diagnostic)))])),
      ]
      if let range = diagnostic.range {
        members.append(("locations", .array([.object([("physicalLocation", physical(range))])])))
      }
      let related = diagnostic.notes.filter { $0.range != nil }
      if !related.isEmpty {
        members.append(
          (
            "relatedLocations",
            .array(
              related.enumerated().map { index, note in
                .object([
                  ("id", .number(index)),
                  ("physicalLocation", physical(note.range!)),
                  ("message", .object([("text", .string(note.message))])),
                ])
              })
          ))
      }
      if let known = finding.known {
        // Acknowledged in the flow itself: code scanning shows it as suppressed.
        members.append(
          (
            "suppressions",
            .array([
              .object([
                ("kind", .string("inSource")), ("justification", .string(known.reason)),
                ("location", .object([("physicalLocation", physical(known.range))])),
              ])
            ])
          ))
      }
      if let walkthrough = finding.walkthrough, let flow, let simulator {
        members.append(
          (
            "codeFlows",
            codeFlows(walkthrough, failed: finding.failedStep, flow: flow, simulator: simulator)
          ))
      }
      return .object(members)
    }

    /// The walkthrough as one thread flow: the start, then a location per step.
    func codeFlows(
      _ walkthrough: Walkthrough, failed: TransitionID?, flow: Flow, simulator: Simulator
    )
      -> JSONValue
    {
      let lines = WalkthroughText(flow: flow).lines(
        walkthrough, simulator: simulator, failed: failed)
      var transitions: [TransitionID?] = [nil] + walkthrough.steps.map(\.transition)
      if let failed { transitions.append(failed) }
      let locations = zip(lines, transitions).map { line, transition -> JSONValue in
        var location: [(String, JSONValue)] = []
        if let transition, let range = flow.range(of: transition) {
          location.append(("physicalLocation", physical(range)))
        }
        location.append(("message", .object([("text", .string(line))])))
        return .object([("location", .object(location))])
      }
      return .array([
        .object([("threadFlows", .array([.object([("locations", .array(locations))])]))])
      ])
    }

    func physical(_ range: SourceRange) -> JSONValue {
      let location = range.location
      return .object([
        ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
        (
          "region",
          .object([
            ("startLine", .number(location.line)), ("startColumn", .number(location.column)),
          ])
        ),
      ])
    }

    /// A path as a URI reference: relative to the working directory when inside it,
    /// with `./` dropped and reserved characters percent-encoded.
    func uri(_ path: String) -> String {
      var path = path
      let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
      if path.hasPrefix(prefix) { path = String(path.dropFirst(prefix.count)) }
      while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
      var out = path.hasPrefix("/") ? "file://" : ""
      for byte in path.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
          UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
          out.unicodeScalars.append(UnicodeScalar(byte))
        default:
          let hex = String(byte, radix: 16, uppercase: true)
          out += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      }
      return out
    }
  }
}
