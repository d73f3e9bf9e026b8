import Testing

@testable import FlowSim

/// Names are CamelCased ASCII identifiers that are never keywords; repeats are numbered
/// in request order; labels are unique per screen.
@Suite struct FlowNamesTests {
  @Test func identifiersAreCamelCasedASCII() {
    #expect(FlowNames.identifier(from: "Food Pin") == "FoodPin")
    #expect(FlowNames.identifier(from: "New Account So-So") == "NewAccountSoSo")
    #expect(FlowNames.identifier(from: "Sign in Trouble") == "SignInTrouble")
    #expect(FlowNames.identifier(from: "Café crème") == "CafeCreme")
    #expect(
      FlowNames.identifier(from: "RestaurantDetailViewController")
        == "RestaurantDetailViewController")
    #expect(FlowNames.identifier(from: "3D Touch") == "_3DTouch")
    #expect(FlowNames.identifier(from: "화면 전환") == nil)
    // Letters no accent-stripping spells (they were dropped, splitting words), and
    // ligatures and full-width forms.
    #expect(FlowNames.identifier(from: "Über Straße") == "UberStrasse")
    #expect(FlowNames.identifier(from: "Smørrebrød") == "Smorrebrod")
    #expect(FlowNames.identifier(from: "Æble") == "AEble")
    #expect(FlowNames.identifier(from: "Łódź") == "Lodz")
    #expect(FlowNames.identifier(from: "ﬁle") == "File")
    #expect(FlowNames.identifier(from: "Ĳssel") == "IJssel")
    #expect(FlowNames.identifier(from: "１２３") == "_123")
    #expect(FlowNames.identifier(from: "  ") == nil)
  }

  /// Made from any keyword, a name lexes as a name: the lexer's own table decides.
  @Test func identifiersAreNeverKeywords() {
    for keyword in Keyword.allCases {
      let name = FlowNames.identifier(from: keyword.rawValue) ?? ""
      let tokens = Lexer.tokenize(SourceFile(path: "name.flow", text: name)).tokens
      #expect(tokens.first?.kind == .name(name), "\(keyword)")
    }
  }

  @Test func longTextIsCut() {
    let long = String(repeating: "ab ", count: 100)
    #expect(FlowNames.identifier(from: long)?.count == FlowNames.maximumNameLength)
    #expect(FlowNames.cleanText(long).count == FlowNames.maximumTextLength)
    #expect(FlowNames.cleanText(long).hasSuffix("…"))
  }

  @Test func textBecomesOneLineAndEscaped() {
    #expect(FlowNames.cleanText("  Sign\n\tin \u{7} now ") == "Sign in now")
    #expect(StringLiteral.quoted("say \"hi\" \\o/") == "\"say \\\"hi\\\" \\\\o/\"")
  }

  @Test func controllerSuffixesAreDropped() {
    #expect(FlowNames.withoutControllerSuffix("MealViewController") == "Meal")
    #expect(FlowNames.withoutControllerSuffix("newRestaurantController") == "newRestaurant")
    #expect(FlowNames.withoutControllerSuffix("ViewController") == "ViewController")
  }

  @Test func repeatedNamesAreNumberedSkippingWantedOnes() {
    var names = UniqueNames(reserving: ["Files", "Files", "Files2", "Files"])
    #expect(names.claim("Files") == "Files")
    #expect(names.claim("Files") == "Files3")
    #expect(names.claim("Files2") == "Files2")
    #expect(names.claim("Files") == "Files4")
  }

  @Test func repeatedLabelsAreNumbered() {
    var labels = UniqueLabels(reserving: ["Go", "Go", "Go (2)", "Go"])
    #expect(labels.claim("Go") == "Go")
    #expect(labels.claim("Go") == "Go (3)")
    #expect(labels.claim("Go (2)") == "Go (2)")
    #expect(labels.claim("Go") == "Go (4)")
  }

  @Test func humanizedSystemItems() {
    #expect(FlowNames.humanized("add") == "Add")
    #expect(FlowNames.humanized("fastForward") == "Fast Forward")
    #expect(ControlLabels.unwindName("unwindToMealListWithSender:") == "Unwind To Meal List")
    #expect(ControlLabels.unwindName("closeWithSegue:") == "Close")
    #expect(ControlLabels.unwindName("goBackSegue:") == "Go Back")
  }
}
