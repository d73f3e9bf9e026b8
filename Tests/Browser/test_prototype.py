#!/usr/bin/env python3
"""Plays every scenario of every bundled flow in the review page's prototype, in a
real browser (headless Chromium through Selenium), and checks that after each step
the page shows what `flowsim walk` reports.

Who says what, to keep the test honest:
- `flowsim walk --all --format text` decides which steps to take and what must be on
  the screen after each: the screen, the breadcrumb (`Now:`), and the variables it
  says changed (the page's other variables must keep their values).
- The page decides how: the test clicks the button whose `data-say` (the
  walkthrough's instruction, as the page shows it) the walk's step starts with. It
  never reads the page's data or the target a button leads to.
- Each scenario's replay (the page's "Replay a walkthrough") must step through the
  configurations the clicks visited, forwards and back.
- Any console message at level SEVERE, or an uncaught script error, fails the run.

Usage: python3 Tests/Browser/test_prototype.py [FLOWSIM] [FLOW…]
FLOWSIM defaults to .build/debug/flowsim; FLOWs to flows/*.flow. Exit status 0 when
every step of every scenario matched, 1 otherwise.
"""

import glob
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = Path(__file__).resolve().parents[2]


class Step:
    """One action step of a walk: where it starts, what the tester does (the text after
    `On SCREEN, `), and what the walk says follows."""

    def __init__(self, number, screen, rest, crumb):
        self.number = number
        self.screen = screen
        self.rest = rest
        self.crumb = crumb


def parse_walk(text):
    """Scenarios as (name, start crumb, [Step]) from `flowsim walk --format text`."""
    scenarios = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        head = re.match(r'^Scenario "(.*)"$', lines[i])
        if head and i + 1 < len(lines) and re.match(r"^=+$", lines[i + 1]):
            scenarios.append([head.group(1), None, []])
            i += 2
            continue
        if scenarios:
            now = re.match(r"^Now: (.*)$", lines[i])
            if now and scenarios[-1][1] is None and not scenarios[-1][2]:
                scenarios[-1][1] = now.group(1)
            step = re.match(r"^(\d+)\. On (.+?), (.*)$", lines[i])
            if step:
                crumb = None
                if i + 1 < len(lines):
                    follow = re.match(r"^\s+Now: (.*)$", lines[i + 1])
                    if follow:
                        crumb = follow.group(1)
                scenarios[-1][2].append(
                    Step(int(step.group(1)), step.group(2), step.group(3), crumb))
        i += 1
    return scenarios


def expected_after(rest, say):
    """The screen and the variable changes the walk reports after the instruction `say`."""
    after = rest[len(say):]
    assert after.startswith(" → "), f"no arrow after the instruction in {rest!r}"
    after = after[len(" → "):]
    where = re.match(r"^(?:now|still) on (\S+?)(?: \(\".*?\"\))?(?:: (.*)|\.)$", after)
    assert where, f"cannot read where the step leads: {after!r}"
    changes = {}
    if where.group(2):
        for part in where.group(2).rstrip(".").split("; "):
            change = re.match(r"^([A-Za-z_][A-Za-z0-9_]*) = (.+)$", part)
            if change:
                changes[change.group(1)] = change.group(2)
    return where.group(1), changes


def page_state(driver):
    """What the page shows: the screen, the breadcrumb, the variables (from their text)."""
    screen, crumb, rows = driver.execute_script(
        "var rows = [];"
        "document.querySelectorAll('#p-vars [data-var]').forEach(function (r) {"
        " rows.push([r.getAttribute('data-var'), r.querySelector('dd').textContent]); });"
        "return [document.getElementById('p-screen').getAttribute('data-screen'),"
        " document.getElementById('p-crumb').textContent, rows];")
    return screen, crumb, dict((name, value) for name, value in rows)


def offered(driver):
    """The prototype's action buttons, as (instruction, disabled, element)."""
    return driver.execute_script(
        "var out = [];"
        "document.querySelectorAll('#prototype button[data-say]').forEach(function (b) {"
        " out.push([b.getAttribute('data-say'), b.getAttribute('aria-disabled') === 'true', b]);"
        " });"
        "return out;")


def state_index(driver):
    return driver.find_element(By.ID, "prototype").get_attribute("data-state")


def check_replay(driver, where, replays, name, visited):
    """The scenario's replay steps through the configurations its clicks visited,
    forwards, then back to the start."""
    value = replays.get(f'scenario "{name}" (passes)')
    if value is None:
        return [f"{where}: no replay of it on the page"]
    driver.execute_script(
        "var s = document.getElementById('p-replay'); s.value = arguments[0];"
        " s.dispatchEvent(new Event('change'));", value)
    seen = [state_index(driver)]
    for _ in visited[1:]:
        driver.find_element(By.ID, "p-replay-next").click()
        seen.append(state_index(driver))
    back = [seen[-1]]
    for _ in visited[1:]:
        driver.find_element(By.ID, "p-replay-back").click()
        back.append(state_index(driver))
    driver.execute_script(
        "var s = document.getElementById('p-replay'); s.value = '';"
        " s.dispatchEvent(new Event('change'));")
    if seen != visited or back != list(reversed(visited)):
        return [f"{where}: replay visits {seen} then {back}, clicking visited {visited}"]
    return []


def console_errors(driver):
    errors = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    errors += driver.execute_script("return window.__errors || [];")
    return errors


def check_zoom(driver, flow):
    """The diagram's zoom: fitted on load; + and - scale Graphviz's own size;
    "Fit to column" fits it again."""
    if not driver.find_elements(By.CSS_SELECTOR, "#diagram svg"):
        return []  # drawn without Graphviz: DOT source, no zoom
    svg = driver.find_element(By.CSS_SELECTOR, "#diagram svg")
    zoom = driver.find_element(By.ID, "diagram-zoom")
    fitted = svg.size["width"]
    driver.find_element(By.ID, "diagram-in").click()
    larger = svg.size["width"]
    driver.find_element(By.ID, "diagram-out").click()
    driver.find_element(By.ID, "diagram-out").click()
    smaller = svg.size["width"]
    failures = []
    if not smaller < larger:
        failures.append(f"{flow}: zooming out left the diagram {smaller}px wide, in {larger}px")
    if zoom.text != "Fit to column":
        failures.append(f"{flow}: after zooming the button says {zoom.text!r}")
    zoom.click()
    if svg.size["width"] != fitted or zoom.text != "Actual size":
        failures.append(f"{flow}: fitting again gives {svg.size['width']}px, not {fitted}px")
    return failures


def make_driver():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--window-size=1280,900"]:
        options.add_argument(argument)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = "/usr/bin/chromedriver"
    service = Service(driver_path) if os.path.exists(driver_path) else Service()
    return webdriver.Chrome(service=service, options=options)


def play(driver, flow, page, walk):
    failures = []
    driver.get(page.as_uri())
    # Uncaught errors after load are collected here too (SEVERE logs catch the rest).
    driver.execute_script(
        "window.__errors = []; window.addEventListener('error', function (e) {"
        " window.__errors.push(String(e.message)); });")
    if driver.find_elements(By.ID, "prototype-missing"):
        return [f"{flow}: the page carries no prototype: "
                + driver.find_element(By.ID, "prototype-missing").text]
    steps_played = 0
    replays = driver.execute_script(
        "var out = {}; document.querySelectorAll('#p-replay option').forEach(function (o) {"
        " out[o.textContent] = o.value; }); return out;")
    for name, start, steps in parse_walk(walk):
        where = f"{flow}: scenario {name!r}"
        driver.find_element(By.ID, "p-reset").click()
        screen, crumb, values = page_state(driver)
        if crumb != start:
            failures.append(f"{where}: starts at {crumb!r}, walk says {start!r}")
            continue
        visited = [state_index(driver)]
        for step in steps:
            at = f"{where}, step {step.number}"
            if screen != step.screen:
                failures.append(f"{at}: page is on {screen}, walk says {step.screen}")
                break
            buttons = offered(driver)
            matching = [b for b in buttons if step.rest.startswith(b[0] + " → ")]
            if len(matching) != 1:
                failures.append(f"{at}: {len(matching)} buttons do {step.rest!r}; "
                                f"the page offers {[b[0] for b in buttons]}")
                break
            say, disabled, button = matching[0]
            if disabled:
                failures.append(f"{at}: the button for {step.rest!r} is disabled")
                break
            expected_screen, changes = expected_after(step.rest, say)
            expected_values = dict(values)
            expected_values.update(changes)
            button.click()
            steps_played += 1
            screen, crumb, values = page_state(driver)
            if screen != expected_screen:
                failures.append(f"{at}: page shows {screen}, walk says {expected_screen}")
                break
            if step.crumb is not None and crumb != step.crumb:
                failures.append(f"{at}: page shows {crumb!r}, walk says {step.crumb!r}")
                break
            if values != expected_values:
                failures.append(f"{at}: page's variables {values}, walk says {expected_values}")
                break
            visited.append(state_index(driver))
        else:
            failures += check_replay(driver, where, replays, name, visited)
    failures += check_zoom(driver, flow)
    for error in console_errors(driver):
        failures.append(f"{flow}: console error: {error}")
    print(f"{flow}: {len(parse_walk(walk))} scenarios, {steps_played} steps clicked"
          + ("" if not failures else f", {len(failures)} failures"))
    return failures


def main(argv):
    flowsim = argv[1] if len(argv) > 1 else str(ROOT / ".build/debug/flowsim")
    flows = argv[2:] or sorted(glob.glob(str(ROOT / "flows/*.flow")))
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        review = subprocess.run([flowsim, "review", "-o", folder] + flows,
                                capture_output=True, text=True)
        if review.returncode != 0:
            print(review.stderr, file=sys.stderr)
            return 1
        driver = make_driver()
        try:
            for flow in flows:
                walk = subprocess.run([flowsim, "walk", "--all", "--format", "text", flow],
                                      capture_output=True, text=True)
                if walk.returncode != 0:
                    failures.append(f"{flow}: flowsim walk --all failed: {walk.stderr.strip()}")
                    continue
                page = Path(folder) / (Path(flow).stem + ".html")
                failures += play(driver, flow, page, walk.stdout)
        finally:
            driver.quit()
    for failure in failures:
        print("FAIL " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
