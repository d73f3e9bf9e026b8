/// The review page's clickable prototype: a panel showing the visible screen, its
/// controls as buttons (a disabled one greyed, saying why on hover and focus), the
/// system controls, the events, a chooser for a control's outcomes, back, undo and
/// reset, the breadcrumb and the variables. Its inline script only looks up what
/// `PrototypeData` carries; no network, no external file.
///
/// Stable hooks for tests and tools: `#prototype[data-state]` (the configuration's
/// index), `#p-screen[data-screen]`, `#p-title`, `#p-crumb`, `#p-vars
/// [data-var][data-value]`, action buttons `button[data-t][data-say]` (the
/// walkthrough's instruction) with `aria-disabled` on disabled ones, `#p-undo`,
/// `#p-reset`, `#p-status`, `#p-history`; replays: `#p-replay` (a select),
/// `#p-replay-next`, `#p-replay-back`, `#p-replay-at`.
enum PrototypePanel {
  /// The section for `outcome`: the panel and its data, or a note saying why there is none.
  static func html(_ outcome: PrototypeData.Outcome) -> String {
    var out = "<h2 id=\"prototype-heading\">Prototype</h2>\n"
    switch outcome {
    case .tooLarge(let count):
      return out
        + "<p class=\"note\" id=\"prototype-missing\">This flow is too large to carry (\(Counting.grouped(count)) configurations), so the page has no prototype; the diagram, check results, scenarios and tour below are complete.</p>\n"
    case .incomplete(let count):
      return out
        + "<p class=\"note\" id=\"prototype-missing\">Exploration stopped after \(Counting.grouped(count)) configurations (--max-states), so the page has no prototype: it would not show everything the app can do.</p>\n"
    case .json(let json):
      out += """
        <p class="summary">Click through the flow as on a device: what each control does \
        is what flowsim's checker and stepper computed.</p>
        <noscript><p class="note">The prototype needs JavaScript.</p></noscript>
        <div id="prototype" class="proto" data-state="">
        <div class="device">
        <p id="p-crumb" class="crumb"></p>
        <h3 id="p-title" tabindex="-1"></h3>
        <p class="screen-name">screen <code id="p-screen" data-screen=""></code></p>
        <div id="p-controls" class="actions" aria-label="Controls" role="group"></div>
        <div id="p-system" class="actions system" aria-label="System controls" role="group"></div>
        <h4>Events</h4>
        <div id="p-events" class="actions events" aria-label="Events" role="group"></div>
        </div>
        <div class="side">
        <div class="actions"><button type="button" id="p-undo">Undo</button> \
        <button type="button" id="p-reset">Reset</button></div>
        <p id="p-status" role="status" aria-live="polite"></p>
        <h4><label for="p-replay">Replay a walkthrough</label></h4>
        <div class="actions"><select id="p-replay"><option value="">choose a finding, \
        scenario or tour…</option></select></div>
        <div class="actions"><button type="button" id="p-replay-back">◀ Step back</button> \
        <button type="button" id="p-replay-next">Step ▶</button></div>
        <p id="p-replay-at"></p>
        <h4>Variables</h4>
        <dl id="p-vars"></dl>
        <h4>Steps taken</h4>
        <ol id="p-history"></ol>
        </div>
        </div>
        <script type="application/json" id="prototype-data">\(json)</script>
        <script>
        \(script)</script>

        """
      return out
    }
  }

  static let style = """
    .proto { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; }
    .device { flex: 1 1 300px; max-width: 420px; border: 2px solid #1d1d1f; border-radius: 18px;
      padding: 0.8em 1.1em 1.1em; }
    .side { flex: 1 1 260px; min-width: 0; }
    #p-replay { font: inherit; width: 100%; }
    .crumb { font: 0.8em/1.4 ui-monospace, Menlo, Consolas, monospace; color: #555; margin: 0; }
    #p-title { font-size: 1.3em; margin: 0.4em 0 0; }
    .screen-name { color: #555; margin: 0 0 0.6em; font-size: 0.85em; }
    .actions { display: flex; flex-wrap: wrap; gap: 0.4em; margin: 0.5em 0; align-items: center; }
    .actions button { font: inherit; padding: 0.35em 0.8em; border-radius: 8px;
      border: 1px solid #0b5cad; background: #fff; color: #0b5cad; cursor: pointer; }
    .actions button:focus-visible { outline: 3px solid #f0b400; outline-offset: 1px; }
    .actions button[aria-disabled="true"], .actions button:disabled { border-color: #bbb; color: #999; background: #f3f3f3;
      cursor: not-allowed; }
    .actions button.fails { border-color: #c62828; color: #c62828; }
    .system { border-top: 1px solid #ddd; padding-top: 0.5em; }
    .choose { border: 1px dashed #0b5cad; border-radius: 8px; padding: 0.3em 0.5em; }
    .why { font-size: 0.8em; color: #777; flex-basis: 100%; margin-top: -0.3em; }
    #p-vars { display: grid; grid-template-columns: auto 1fr; gap: 0.1em 1em; margin: 0; }
    #p-vars div { display: contents; }
    #p-vars dt { font-family: ui-monospace, Menlo, Consolas, monospace; }
    #p-vars dd { margin: 0; font-weight: 600; }
    #p-status:empty { display: none; }
    #p-status { background: #fff8e1; border: 1px solid #f0d48a; border-radius: 6px;
      padding: 0.4em 0.8em; }
    .diagram.fit { left: auto; width: auto; margin-left: 0; overflow: hidden; }
    .diagram.fit svg { max-width: 100%; max-height: 85vh; width: auto; height: auto; }
    .diagram g.node.here path, .diagram g.node.here polygon, .diagram g.node.here ellipse {
      stroke: #c62828; stroke-width: 3px; fill: #ffecec; }
    .diagram g.node.next path, .diagram g.node.next polygon, .diagram g.node.next ellipse {
      stroke: #0b5cad; stroke-width: 2px; }

    """

  /// The prototype's behaviour: render a configuration from the data, follow a
  /// button to the configuration the data names, keep the steps for undo.
  static let script = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("prototype-data").textContent);
      var T = data.transitions, X = data.texts;
      var trail = [data.start], taken = [];
      function $(id) { return document.getElementById(id); }
      function make(tag, text, attrs) {
        var e = document.createElement(tag);
        if (text !== null) e.textContent = text;
        for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, attrs[k]);
        return e;
      }
      function say(text) { $("p-status").textContent = text; }
      function button(a) {
        var t = a[0], to = a[1], tr = T[t];
        var b = make("button", tr.button, { type: "button", "data-t": String(t),
          "data-kind": tr.kind, "data-say": tr.say, "data-target": String(to) });
        var why = null;
        if (to < 0) {
          why = make("span", (to === -1 ? "Not available: " : "Fails here: ") + X[a[2]] + ".",
            { id: "p-why-" + t, "class": "why" });
          b.setAttribute("aria-describedby", "p-why-" + t);
          b.setAttribute("title", X[a[2]]);
          if (to === -1) b.setAttribute("aria-disabled", "true"); else b.className = "fails";
        }
        b.addEventListener("click", function () {
          if (to >= 0) { trail.push(to); taken.push(t); say(""); render(true); }
          else say((to === -1 ? tr.label + " is not available: " : tr.label + " fails here: ") + X[a[2]] + ".");
        });
        return [b, why];
      }
      function place(box, parts) {
        box.appendChild(parts[0]);
        if (parts[1]) box.appendChild(parts[1]);
      }
      function render(moved) {
        var index = trail[trail.length - 1], s = data.states[index], screen = data.screens[s[0]];
        $("prototype").setAttribute("data-state", String(index));
        $("p-title").textContent = screen[1];
        $("p-screen").textContent = screen[0];
        $("p-screen").setAttribute("data-screen", screen[0]);
        $("p-crumb").textContent = X[s[1]];
        var vars = $("p-vars");
        vars.textContent = "";
        data.variables.forEach(function (name, i) {
          var row = make("div", null, { "data-var": name, "data-value": X[s[2][i]] });
          row.appendChild(make("dt", name, {}));
          row.appendChild(make("dd", X[s[2][i]], {}));
          vars.appendChild(row);
        });
        if (data.variables.length === 0) vars.appendChild(make("dd", "none", {}));
        ["p-controls", "p-system", "p-events"].forEach(function (id) { $(id).textContent = ""; });
        var choosers = {}, next = {};
        s[3].forEach(function (a) {
          var tr = T[a[0]];
          if (a[1] >= 0) next[data.screens[data.states[a[1]][0]][0]] = true;
          var box = tr.kind === "event" ? $("p-events") : tr.control >= 0 ? $("p-controls") : $("p-system");
          if (tr.outcome !== null) {
            var group = choosers[tr.control];
            if (!group) {
              var head = "p-choose-" + tr.control;
              group = choosers[tr.control] = make("div", null, { "class": "choose", role: "group",
                "aria-labelledby": head, "data-control": String(tr.control) });
              group.appendChild(make("span", data.controls[tr.control] + " →", { id: head }));
              box.appendChild(group);
            }
            place(group, button(a));
          } else place(box, button(a));
        });
        if (!$("p-events").firstChild) $("p-events").appendChild(make("span", "none here", { "class": "why" }));
        var list = $("p-history");
        list.textContent = "";
        taken.forEach(function (t) { list.appendChild(make("li", T[t].say, {})); });
        $("p-undo").disabled = taken.length === 0;
        var nodes = document.querySelectorAll(".diagram g.node");
        for (var n = 0; n < nodes.length; n++) {
          var title = nodes[n].querySelector("title"), name = title ? title.textContent : "";
          nodes[n].classList.toggle("here", name === screen[0]);
          nodes[n].classList.toggle("next", name !== screen[0] && next[name] === true);
        }
        var at = "";
        if (replay !== null) {
          at = following() ? "Step " + taken.length + " of " + replay.steps.length
            + (taken.length === replay.steps.length ? " (the end)" : "")
            : "You left the walkthrough: step back, or choose it again.";
        }
        $("p-replay-at").textContent = at;
        $("p-replay-next").disabled = replay === null || !following() || taken.length >= replay.steps.length;
        $("p-replay-back").disabled = replay === null || taken.length === 0;
        if (moved) $("p-title").focus();
      }
      var replay = null;
      function following() {
        if (trail[0] !== replay.start || taken.length > replay.steps.length) return false;
        for (var i = 0; i < taken.length; i++) if (taken[i] !== replay.steps[i][0]) return false;
        return true;
      }
      data.replays.forEach(function (r, i) {
        $("p-replay").appendChild(make("option", r.title, { value: String(i) }));
      });
      $("p-replay").addEventListener("change", function () {
        var v = $("p-replay").value;
        replay = v === "" ? null : data.replays[Number(v)];
        trail = [replay === null ? data.start : replay.start]; taken = []; say(""); render(false);
      });
      $("p-replay-next").addEventListener("click", function () {
        if (replay === null || !following() || taken.length >= replay.steps.length) return;
        var step = replay.steps[taken.length];
        trail.push(step[1]); taken.push(step[0]); say(""); render(false);
      });
      $("p-replay-back").addEventListener("click", function () {
        if (taken.length > 0) { trail.pop(); taken.pop(); say(""); render(false); }
      });
      $("p-undo").addEventListener("click", function () {
        if (taken.length > 0) { trail.pop(); taken.pop(); say(""); render(true); }
      });
      $("p-reset").addEventListener("click", function () {
        trail = [data.start]; taken = []; say(""); render(true);
      });
      render(false);
    })();

    """#
}
