/// The id of a diagnostic that reading, parsing or resolving a flow reports (and of
/// the few the checker and the stepper's scripts report outside any check), with the
/// one-line summary that SARIF's rules, `flowsim explain` and docs/checks.md show.
///
/// Ids are data the compiler checks, in the manner of SwiftDiagnostics' `MessageID`:
/// every emission site names a case (`.error(.unknownScreen, …)`), so an id that is
/// misspelt or has no summary does not compile, and the table of summaries is this
/// type (`allCases`, in this order). A new id is one line: the case, named as its id
/// in camel case (`unknownScreen` is `unknown-screen`), its summary the raw value
/// (the compiler keeps summaries distinct). The checks' ids are declared in their
/// `CheckDescription`s; the importer's in docs/import.md.
public enum DiagnosticID: String, CaseIterable, Sendable {
  case unreadableFile = "a flow file cannot be read"
  case fileTooLarge = "a flow file is larger than flowsim accepts"
  case includeCycle = "files include each other in a cycle"
  case includeNotFound = "an included file cannot be read"
  case includeTooDeep = "includes nest deeper than flowsim accepts"
  case includeOutsideRoot = "an include leads outside the folder flows may include from"
  case includeNotAFlow = "an include names a file that is not a flow file"
  case notAFlowFile = "a file is not a flow file (an image, a document, binary data)"
  case invalidUtf8 = "the file holds bytes that are not UTF-8"
  case invalidCharacter = "a character that starts no token"
  case loneCarriageReturn = "a carriage return without a line feed (a warning)"
  case invalidEscape = "an unknown escape sequence in a string"
  case unterminatedString = "a string does not end on its line"
  case integerOverflow = "an integer does not fit in 64 bits"
  case integerOutOfRange = "an integer outside the 32-bit values a flow may use"
  case tooDeeplyNested = "an expression nests deeper than flowsim accepts"
  case flowTooLarge = "more roots, tabs, pages or screens than flowsim can number"
  case unexpectedToken = "a token where none belongs"
  case unclosedBrace = "a block is not closed"
  case nestedDeclaration = "a declaration inside a block where it cannot go"
  case braceOnNextLine = "a block's '{' is not on its declaration's line"
  case keywordAsName = "a keyword is used as a name"
  case chainedComparison = "comparisons are chained"
  case equalsInCondition = "a condition compares with '=', which sets"
  case duplicateModifier = "a modifier is given twice (a warning)"
  case expectedDeclaration = "a line does not start a declaration"
  case expectedName = "a name is missing"
  case expectedString = "a string in quotes is missing"
  case expectedInteger = "an integer is missing"
  case expectedKeyword = "a keyword is missing"
  case expectedToken = "punctuation is missing"
  case expectedType = "a variable's type is missing"
  case expectedExpression = "an expression is missing"
  case expectedArrow = "a control has no '->'"
  case expectedAction = "an action is missing"
  case expectedControl = "a block item is not a control"
  case expectedScreen = "a container item is not a screen"
  case expectedTab = "a tab bar item is not a tab"
  case expectedStep = "a scenario item is not a step"
  case expectedFindingId = "a 'known' line has no finding id"
  case misplacedHow = "a how-text where none belongs: on a control, or after '->' or ':'"
  case duplicateHow = "an event or outcome with two how-texts"
  case emptyHow = "an empty how-text"
  case missingStart = "the flow has no 'start'"
  case duplicateName = "a name is declared twice"
  case duplicateFlowName = "the flow is named twice"
  case duplicateStart = "the flow has two 'start' lines"
  case duplicateSignedIn = "'signed in when' is declared twice"
  case duplicateLogout = "the same log out is declared twice"
  case duplicateTab = "a tab bar has two tabs with one label"
  case duplicateControl = "a screen has two controls with one label"
  case duplicateOutcome = "a control has two outcomes with one name"
  case duplicateScenario = "two scenarios have one name"
  case unknownScreen = "a name that is not a declared screen or container"
  case unknownName = "a name that is not a declared variable or value"
  case unknownVariable = "a name that is not a declared variable"
  case unknownControl = "a label that no control has"
  case unknownEvent = "a label that no event has"
  case unknownOutcome =
    "a scenario step or a 'logout' line names an outcome its control does not have"
  case unknownTab = "a label that no tab has"
  case wrongKind = "a name of the wrong kind for its place"
  case typeMismatch = "a value of the wrong type"
  case configurationInGuard = "'at', 'in' or 'enabled' where only variables may be read"
  case nonConstantInitial = "an initial value that is not a constant"
  case valueOutOfRange = "a value outside its variable's range"
  case emptyRange = "a range that holds no value"
  case rangeTooLarge = "a range with more values than flowsim explores"
  case emptyContainer = "a container with nothing in it"
  case emptyOutcome = "an 'outcome { }' block with no outcome in it"
  case codeEvent = "an event whose effect is 'code \"…\"' (only a control's can be made in code)"
  case invalidMax = "a stack's 'max' below 1"
  case misplacedModifier = "a modifier where it has no meaning"
  case extendTitle = "'extend' gives a title (a title belongs in the declaration)"
  case extendContainerControls =
    "'extend' adds controls to a container (controls belong to its screens)"
  case alertInContainer = "an alert or sheet inside a container"
  case buttonOnScreen = "a button on a screen (buttons belong to alerts)"
  case controlOnAlert = "a control other than a button on an alert"
  case alertAsRoot = "an alert as the window's root, by 'start' or 'reset'"
  case pushAlert = "an alert pushed onto a stack"
  case notAPage = "'page' names a screen outside the page set"
  case ambiguousTab = "a tab label that several tab bars have"
  case pushOutsideNavigation =
    "a push from a screen in no navigation stack (found while loading; or, where it depends on the configuration, such as an alert's button or an event, while exploring, with a walkthrough)"
  case showOutsideStack =
    "'show' from a screen declared in a stack but shown outside it by 'start' or 'reset', where it presents (a warning)"
  case backNeverApplies = "'back' or 'pop to root' on a screen that is never pushed (a warning)"
  case backMayNotApply =
    "'back' or 'pop to root' after 'tab' or 'dismiss all': not offered at the stack's root (a warning)"
  case dismissNeverApplies = "'dismiss' on a screen that is never presented (a warning)"
  case stateLimit = "exploration stopped at --max-states; results are incomplete"
  case memoryLimit =
    "exploration stopped at the memory ceiling (--max-memory); results are incomplete"
  case unknownFindingId = "a 'known' line names an id that no check reports"
  case unusedGuardReason =
    "an event's or an outcome's guard has a reason, which nothing shows (a warning)"
  case knownAssertion = "a 'known' line names a failing assertion (change the assertion)"
  case knownConditionUnsupported = "a 'known' line has 'when' for a finding reported per place"
  case knownPlaceUnsupported =
    "a 'known' line has 'at' for a log-out finding, which is on no screen"
  case knownFindingAbsent = "a 'known' line matches no finding (a warning)"
  case knownNeverMatches =
    "a 'known' line can never match: its finding is never reported there (a warning)"
  case configurationTooLarge = "a configuration grew past what flowsim stores"
  case scenarioFailed = "a scenario failed at a step"
  case scriptNotSteps = "a script for 'flowsim walk --script' holds more than steps (a brace)"
  case tooManyDiagnostics = "more than 100 diagnostics in one load: the rest are not shown"

  /// The stable id, as diagnostics, JSON, SARIF and `known` lines spell it:
  /// `unknown-screen`.
  public var id: String { Self.ids[self]! }

  /// The one-line summary: what the diagnostic is about.
  public var summary: String { rawValue }

  /// Whether it is reported as a warning (its summary ends "(a warning)"): the flow is
  /// still checked. The others are errors, and a flow with one is not checked.
  public var isWarning: Bool { rawValue.hasSuffix("(a warning)") }

  /// Each case's id, its name with a hyphen before each capital, lowered.
  private static let ids: [DiagnosticID: String] = Dictionary(
    uniqueKeysWithValues: allCases.map { id in
      var text = ""
      for character in String(describing: id) {
        if character.isUppercase {
          text += "-" + character.lowercased()
        } else {
          text.append(character)
        }
      }
      return (id, text)
    })
}
