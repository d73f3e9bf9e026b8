/// Describing walkthroughs: the one place a walkthrough's configurations are
/// unpacked, what each step did worked out, and its notices and failure explained, so
/// that whoever draws it needs
/// no engine. Described for the walkthroughs that are shown (findings, scenarios,
/// paths, tours), never for every configuration explored.
extension Simulator {
  /// A walkthrough with no steps yet, starting at `start`.
  public func walkthrough(from start: Configuration) -> Walkthrough {
    Walkthrough(start: start, startView: view(start))
  }

  /// The step taking `transition` from `before` (the walkthrough's end, unpacked) to
  /// `configuration`, having run into `notices`.
  public func step(
    _ transition: TransitionID, from before: ConfigurationView, to configuration: Configuration,
    notices: [StepIssue] = []
  ) -> Walkthrough.Step {
    let after = view(configuration)
    return Walkthrough.Step(
      transition: transition, configuration: configuration, view: after,
      kind: flow.category(of: transition, to: after),
      changes: flow.changes(of: transition, from: before, to: after),
      notices: notices, explanations: notices.map { explain($0) })
  }

  /// `transition` tried in `configuration`, where it fails.
  public func failure(_ transition: TransitionID, in configuration: Configuration)
    -> Walkthrough.Failure
  {
    Walkthrough.Failure(transition: transition, why: whyFails(transition, in: configuration))
  }
}
