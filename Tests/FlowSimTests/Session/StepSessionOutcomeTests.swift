import Testing

@testable import FlowSim

/// Choosing an outcome inline (`Sign in -> wrong`): by name or the start of one, and
/// what is said when the name is not one of them.
@Suite struct StepSessionOutcomeTests {
  static let flow = """
    start Home
    var tries: 0...2 = 0
    nav Home {
      screen SignIn {
        tap "Sign in" -> outcome {
          valid: push Done
          wrong: set tries = 1
          wrongTwice when tries == 1: push Locked
        }
      }
      screen Done terminal
      screen Locked terminal
    }
    """

  static func session() throws -> StepSession {
    let flow = try #require(loadFlow(Self.flow, path: "sign.flow"))
    let session = StepSession(flow: flow, path: "sign.flow")
    _ = session.start()
    return session
  }

  @Test func theStartOfAnOutcomesNameChoosesIt() throws {
    let session = try Self.session()
    #expect(
      session.handle("Sign in -> va").text.hasPrefix("step 1: tap \"Sign in\" → valid (push)"))
  }

  @Test func anExactNameWinsOverALongerOne() throws {
    let session = try Self.session()
    #expect(
      session.handle("Sign in -> wrong").text.hasPrefix("step 1: tap \"Sign in\" → wrong (stay)"))
  }

  @Test func aStartSeveralShareIsAskedAbout() throws {
    let again = try Self.session()
    _ = again.handle("Sign in -> wrong")
    #expect(
      again.handle("Sign in -> w").text
        == "'w' could be outcome wrong or wrongTwice of tap \"Sign in\"\n\n")
  }

  @Test func anUnknownNameListsTheOutcomesSayingWhichCannotHappen() throws {
    let session = try Self.session()
    #expect(
      session.handle("Sign in -> x").text
        == "tap \"Sign in\" has no outcome 'x'; its outcomes: valid, wrong, wrongTwice (cannot happen here)\n\n"
    )
  }

  @Test func anEmptyOutcomeAsks() throws {
    let session = try Self.session()
    #expect(session.handle("Sign in ->").text.hasPrefix("Which outcome of tap \"Sign in\"?"))
    let bare = try Self.session()
    #expect(
      bare.handle("->").text
        == "which action? type its label or number before '->' (as in 'Sign in -> invalid')\n\n")
  }

  /// Of outcomes that start alike, only those that can happen here are candidates.
  @Test func aStartSharedWithAnImpossibleOutcomeChoosesThePossibleOne() throws {
    let session = try Self.session()
    #expect(session.handle("Sign in -> w").text.hasPrefix("step 1: tap \"Sign in\" → wrong (stay)"))
  }
}
