// MARK: - The three shapes, drawn from SplitMix64

extension ShapeWorkload {
  /// `bools`: `T` tabs of `S` screens, `V` booleans; each screen has two pushes, the
  /// first unguarded, the second guarded `a and b` or `a or b` (alternately); every push toggles
  /// one variable (`set v = not v`); screen `id = t·S + i` has a `toggle bJ` control for
  /// each variable `J ≡ id (mod T·S)`. Every root also pushes each screen of its tab
  /// (`open K`), so that every screen is reachable whatever the draws.
  static func bools(_ parameters: ShapeParameters) -> ShapeWorkload {
    var draw = ShapeDraw(seed: parameters.seed)
    let count = parameters.variables
    let variables = (0..<count).map { ShapeVariable(name: "b\($0)", domain: .bool) }
    let tabs = (0..<parameters.tabs).map { tab in
      (0..<parameters.screensPerTab).map { index in
        var controls = (0..<2).map { slot in
          let edge = slot == 0 ? 0 : 1 + (tab * parameters.screensPerTab + index) % 2
          let target = 1 + draw.below(parameters.screensPerTab - 1)
          var guardExpression: ShapeExpression?
          if edge != 0 {
            let first = draw.below(count)
            let second = (first + 1 + draw.below(count - 1)) % count
            guardExpression =
              edge == 1
              ? .and(.isTrue(first), .isTrue(second)) : .or(.isTrue(first), .isTrue(second))
          }
          return ShapeControl(
            label: "p\(slot)", guardExpression: guardExpression,
            actions: [.push(target), .set(draw.below(count), .toggle)])
        }
        let id = tab * parameters.screensPerTab + index
        let screens = parameters.tabs * parameters.screensPerTab
        for variable in stride(from: id % screens, to: count, by: screens) {
          controls.append(
            ShapeControl(label: "toggle b\(variable)", actions: [.set(variable, .toggle)]))
        }
        if index == 0 {
          controls += Self.opens(parameters.screensPerTab) { [.set(draw.below(count), .toggle)] }
        }
        return ShapeScreen(name: Self.tabScreenName(tab, index), controls: controls)
      }
    }
    return ShapeWorkload(
      parameters: parameters, variables: variables, tabs: tabs, maxDepth: parameters.maxDepth)
  }

  /// `counters`: `V` counters `0...3` and `mode: mode0 | mode1 | mode2`. Each screen's
  /// first push counts one counter up (while below 3), its second counts one down (while
  /// above 0, and not in one mode), and a `select` moves the mode; events move the mode
  /// on (one a case) and count `c0` down. Roots also push each screen of their tab.
  static func counters(_ parameters: ShapeParameters) -> ShapeWorkload {
    var draw = ShapeDraw(seed: parameters.seed)
    let count = parameters.variables
    let top = 3
    var variables = (0..<count).map { ShapeVariable(name: "c\($0)", domain: .range(max: top)) }
    let mode = count
    let cases = (0..<3).map { "mode\($0)" }
    variables.append(ShapeVariable(name: "mode", domain: .enumeration(cases)))
    let tabs = (0..<parameters.tabs).map { tab in
      (0..<parameters.screensPerTab).map { index in
        let up = draw.below(count)
        let down = draw.below(count)
        let blocked = draw.below(cases.count)
        let chosen = draw.below(cases.count)
        let controls = [
          ShapeControl(
            label: "p0", guardExpression: .compare(up, .less, top),
            actions: [.push(1 + draw.below(parameters.screensPerTab - 1)), .set(up, .add(1))]),
          ShapeControl(
            label: "p1",
            guardExpression: .and(.compare(down, .greater, 0), .compare(mode, .notEqual, blocked)),
            actions: [.push(1 + draw.below(parameters.screensPerTab - 1)), .set(down, .add(-1))]),
          ShapeControl(
            verb: "select", label: "mode", guardExpression: .compare(mode, .notEqual, chosen),
            actions: [.set(mode, .constant(chosen))]),
        ]
        return ShapeScreen(
          name: Self.tabScreenName(tab, index),
          controls: controls + (index == 0 ? Self.opens(parameters.screensPerTab) { [] } : []))
      }
    }
    var events = cases.indices.map { value in
      ShapeEvent(
        label: "after \(cases[value])", guardExpression: .compare(mode, .equal, value),
        actions: [.set(mode, .constant((value + 1) % cases.count))])
    }
    events.append(
      ShapeEvent(
        label: "decay", guardExpression: .compare(0, .greater, 0), actions: [.set(0, .add(-1))]))
    return ShapeWorkload(
      parameters: parameters, variables: variables, tabs: tabs, maxDepth: parameters.maxDepth,
      events: events)
  }

  /// `modals`: the flow starts signed out at `Welcome`, whose "Sign in" has outcomes
  /// (`valid` resets to `App`, `invalid` presents an alert). Tab screens push (the second
  /// push reads a message: `unread` down), present their tab's modal stack `ComposeT`
  /// (even screens) or a menu alert whose "Log out" resets to `Out` (odd screens and
  /// the root); roots also push each screen of their tab. Modal
  /// screens push, edit a draft, cancel, or save with outcomes (`ok` dismisses, `failed`
  /// presents an alert). Events: a message arrives (`unread` up to `V`), the session
  /// expires (`reset Out`).
  static func modals(_ parameters: ShapeParameters) -> ShapeWorkload {
    var draw = ShapeDraw(seed: parameters.seed)
    let (signedIn, unread, draft) = (0, 1, 2)
    let variables = [
      ShapeVariable(name: "signedIn", domain: .bool),
      ShapeVariable(name: "unread", domain: .range(max: parameters.variables)),
      ShapeVariable(name: "draft", domain: .bool),
    ]
    let signOut: [ShapeAction] = [.resetSignedOut, .set(signedIn, .constant(0))]
    let (wrongPassword, failed) = (0, 1)
    var alerts = [
      ShapeAlert(name: "WrongPassword", buttons: [("OK", [])]),
      ShapeAlert(name: "SaveFailed", buttons: [("OK", [])]),
    ]
    for tab in 0..<parameters.tabs {
      alerts.append(ShapeAlert(name: "Menu\(tab)", buttons: [("OK", []), ("Log out", signOut)]))
    }
    let size = parameters.screensPerTab
    let tabs = (0..<parameters.tabs).map { tab in
      (0..<size).map { index in
        var controls = [
          ShapeControl(label: "p0", actions: [.push(1 + draw.below(size - 1))]),
          ShapeControl(
            label: "p1", guardExpression: .compare(unread, .greater, 0),
            actions: [.push(1 + draw.below(size - 1)), .set(unread, .add(-1))]),
        ]
        if index == 0 { controls += Self.opens(size) { [] } }
        if index % 2 == 0 {
          controls.append(ShapeControl(label: "compose", actions: [.present(tab)]))
        }
        if index % 2 == 1 || index == 0 {
          controls.append(ShapeControl(label: "menu", actions: [.presentAlert(2 + tab)]))
        }
        return ShapeScreen(name: Self.tabScreenName(tab, index), controls: controls)
      }
    }
    let modalSize = min(size, 3)
    let modals = (0..<parameters.tabs).map { tab in
      let screens = (0..<modalSize).map { index in
        ShapeScreen(
          name: "m\(tab)s\(index)",
          controls: [
            ShapeControl(label: "next", actions: [.push(1 + draw.below(modalSize - 1))]),
            ShapeControl(label: "edit", actions: [.set(draft, .toggle)]),
            ShapeControl(label: "cancel", actions: [.dismiss]),
            ShapeControl(
              label: "save",
              outcomes: [
                ShapeOutcome(name: "ok", actions: [.dismiss, .set(draft, .constant(0))]),
                ShapeOutcome(name: "failed", actions: [.presentAlert(failed)]),
              ]),
          ])
      }
      return ShapeModal(name: "Compose\(tab)", screens: screens, maxDepth: parameters.maxDepth)
    }
    let welcome = ShapeScreen(
      name: "Welcome",
      controls: [
        ShapeControl(
          label: "Sign in",
          outcomes: [
            ShapeOutcome(name: "valid", actions: [.resetSignedIn, .set(signedIn, .constant(1))]),
            ShapeOutcome(name: "invalid", actions: [.presentAlert(wrongPassword)]),
          ])
      ])
    let events = [
      ShapeEvent(
        label: "message arrives",
        guardExpression: .and(.isTrue(signedIn), .compare(unread, .less, parameters.variables)),
        actions: [.set(unread, .add(1))]),
      ShapeEvent(label: "session expires", guardExpression: .isTrue(signedIn), actions: signOut),
    ]
    return ShapeWorkload(
      parameters: parameters, variables: variables, tabs: tabs, maxDepth: parameters.maxDepth,
      modals: modals, alerts: alerts, events: events, welcome: welcome)
  }

  /// A root's `open K` controls, one a non-root screen `K` of its tab, pushing it and
  /// then doing what `then` draws.
  static func opens(_ size: Int, then: () -> [ShapeAction]) -> [ShapeControl] {
    (1..<size).map { ShapeControl(label: "open\($0)", actions: [.push($0)] + then()) }
  }

  /// The flow name of screen `index` of tab `tab`: `t0s0`, `t0s1`, …
  public static func tabScreenName(_ tab: Int, _ index: Int) -> String { "t\(tab)s\(index)" }
}

/// SplitMix64 draws reduced to `0 ..< bound` (as NAVBENCH reduces them).
struct ShapeDraw {
  var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func below(_ bound: Int) -> Int { Int(rng.next(below: UInt64(bound))) }
}
