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
      session.handle("Sign in -> va").text.hasPrefix("step 1: tap \"Sign in\" → valid: pushed Done")
    )
  }

  @Test func anExactNameWinsOverALongerOne() throws {
    let session = try Self.session()
    #expect(
      session.handle("Sign in -> wrong").text.hasPrefix(
        "step 1: tap \"Sign in\" → wrong: still on SignIn"))
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

  /// At the `outcome?` prompt the start of a name is enough too, in any case ('inv'
  /// had dropped the question and then was an unknown command).
  @Test func theStartOfANameAnswersTheQuestion() throws {
    let session = try Self.session()
    let question =
      "Which outcome of tap \"Sign in\"? 1. valid → pushes Done  2. wrong → still on SignIn\n"
    #expect(session.handle("Sign in").text == question)
    #expect(session.handle("VA").text.hasPrefix("step 1: tap \"Sign in\" → valid: pushed Done\n"))
    #expect(!session.isAsking)
  }

  /// A start several names share says which, and asks again; the full name, or more
  /// of it, answers.
  @Test func aStartSeveralShareAsksAgain() throws {
    let session = try Self.session()
    _ = session.handle("Sign in -> wrong")
    let question =
      "Which outcome of tap \"Sign in\"? 1. valid → pushes Done  2. wrong → still on SignIn  3. wrongTwice → pushes Locked\n"
    #expect(session.handle("Sign in").text == question)
    #expect(session.handle("wr").text == "'wr' could be outcome wrong or wrongTwice\n" + question)
    #expect(session.isAsking)
    #expect(
      session.handle("Wrong").text.hasPrefix("step 2: tap \"Sign in\" → wrong: still on SignIn\n"))
    _ = session.handle("Sign in")
    #expect(
      session.handle("wrongt").text.hasPrefix(
        "step 3: tap \"Sign in\" → wrongTwice: pushed Locked\n"))
  }

  /// What starts no name, and a command word, still drop the question and run.
  @Test func otherLinesAtTheQuestionStillRun() throws {
    let session = try Self.session()
    _ = session.handle("Sign in")
    #expect(
      session.handle("x").text
        == "(no outcome chosen: tap \"Sign in\" not taken)\nunknown command 'x'; type 'help' for commands, or an action's number\n\n"
    )
    _ = session.handle("Sign in")
    #expect(
      session.handle("vars").text
        == "(no outcome chosen: tap \"Sign in\" not taken)\nvariables:\n  tries = 0  (0...2)\n\n")
  }

  /// Of outcomes that start alike, only those that can happen here are candidates.
  @Test func aStartSharedWithAnImpossibleOutcomeChoosesThePossibleOne() throws {
    let session = try Self.session()
    #expect(
      session.handle("Sign in -> w").text.hasPrefix(
        "step 1: tap \"Sign in\" → wrong: still on SignIn"))
  }

  /// An outcome's whole name wins over a command of that name (`cancel`, `undo`);
  /// `cancel` still takes nothing where no outcome is named so.
  @Test func anOutcomeNamedLikeACommandIsChosenByName() throws {
    let flow = try #require(
      loadFlow(
        """
        start Pay
        screen Pay {
          tap "Pay" -> outcome {
            paid: present Done
            cancel: present Done
            undo: present Done
          }
        }
        screen Done { tap "Close" -> dismiss }
        """, path: "pay.flow"))
    let session = StepSession(flow: flow, path: "pay.flow")
    _ = session.start()
    _ = session.handle("Pay")
    #expect(
      session.handle("cancel").text.hasPrefix("step 1: tap \"Pay\" → cancel: presented Done\n"))
    _ = session.handle("Close")
    _ = session.handle("Pay")
    #expect(session.handle("UNDO").text.hasPrefix("step 3: tap \"Pay\" → undo: presented Done\n"))
    let plain = try Self.session()
    _ = plain.handle("Sign in")
    #expect(plain.handle("cancel").text == "(nothing taken)\n\n")
  }

  /// Ctrl-c at the stepper's prompt (`cancel()`) takes nothing and says nothing; at
  /// the outcome question it drops the question, as any line that answers nothing does.
  @Test func ctrlCDropsTheLineAndAPendingQuestion() throws {
    let session = try Self.session()
    #expect(session.cancel() == StepSession.Reply(""))
    #expect(!session.isAsking)
    _ = session.handle("Sign in")
    #expect(session.isAsking)
    #expect(session.cancel().text == "(no outcome chosen: tap \"Sign in\" not taken)\n")
    #expect(!session.isAsking)
    #expect(session.cancel().text == "")
    #expect(session.handle("Sign in -> valid").text.hasPrefix("step 1: tap \"Sign in\""))
  }
}
