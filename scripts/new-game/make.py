#!/usr/bin/env python3
"""scripts/new-game.sh's work: writes a new game NAME as every file a shipped
game has, each a working stub, and its line in engine/games.cc.

The rules, bots and their tests come from the toy, tests/toy/ (three cards:
keep, swap or peek), renamed: the one template of a game's engine, so it
stays as right as the suites keep the toy. The rest (board, emblem, words,
lesson, worked examples, art, browser data and test) are the templates beside
this file, their paths and texts with @game@, @Game@ and @Title@ filled in.
With --test-only the game is listed among the games only the tests play
(#ifdef TABULA_TEST_GAMES: built by presets native, asan and build/wasm-test,
never the site), its art and phone test go where such a game keeps them."""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOY = os.path.join(HERE, "..", "..", "tests", "toy")

# The toy's files the new game's engine and tests are made from: toy path ->
# the new game's (NAME for the name).
FROM_TOY = {
    "engine/toy.h": "engine/NAME/NAME.h",
    "engine/toy.cc": "engine/NAME/rules.cc",
    "engine/game_info.cc": "engine/NAME/game_info.cc",
    "engine/bots.cc": "engine/NAME/bots.cc",
    "toy_suite.cc": "tests/NAME/NAME_suite.cc",
    "toy_rules_test.cc": "tests/NAME/NAME_rules_test.cc",
    "fuzz/secrets.cc": "tests/NAME/fuzz/secrets.cc",
}

HEADER_H = """// @Title@: the state and its rules (README.md here). Made by
// scripts/new-game.sh from the toy of tests/toy/ (three cards: keep, swap or
// peek), which has everything the interface is about: hidden cards, a
// private look the others cannot tell from doing nothing, public swaps that
// move what each seat knows, a reveal that makes undo refuse, a resample.
// Make the rules yours; the suites (tests/core/) say what each part must do.
"""

README = """# @Title@

Made by `scripts/new-game.sh @game@`: every file a shipped game has, each a
working stub, the rules those of the toy (`tests/toy/`) until you write yours.
What each file is for: README.md at the root, "Adding a game".

- `engine/@game@/`: `@game@.h` (the state), `rules.cc`, `bots.cc` (random,
  easy, hard, expert), `game_info.cc` (its entry in `engine/games.cc`'s list:
  title, player counts, variants, bot levels, move limit).
- `tests/@game@/`: `@game@_suite.cc` (its entry for the generic suites: the
  tables they probe, how many games each can afford), `@game@_rules_test.cc`,
  `fuzz/` (the seed corpus and the secrets each seat's view must keep).

The observation (`observation(seat)`) is the whole contract with the page,
the bots and the tests: say here what it holds.

"""


def fill(text, name, camel, title):
    return text.replace("@game@", name).replace("@Game@", camel).replace("@Title@", title)


def from_toy(rel, text, name, camel, title, test_only):
    """The toy's file `rel` as the new game's."""
    header = ""
    if rel == "engine/toy.h":  # its opening comment is about being a toy
        lines = text.split("\n")
        while lines and lines[0].startswith("//"):
            lines.pop(0)
        text, header = "\n".join(lines), HEADER_H
    text = text.replace('"toy/engine/toy.h"', '"NAME/NAME.h"').replace('"toy.h"', '"NAME.h"')
    text = text.replace("(engine/games.cc, test builds only)", "(engine/games.cc)")
    if not test_only:
        text = text.replace("g.test_only = true;", "g.test_only = false;")
    text = text.replace("Three cards'", "@Title@'s").replace("Three cards", "@Title@")
    text = re.sub(r"\bToy", "@Game@", text)
    text = re.sub(r"\bas_toy\b", "as_@game@", text)
    text = re.sub(r"\btoy\b", "@game@", text)
    return fill(header + text.replace("NAME", "@game@"), name, camel, title)


def registry_with(text, name, test_only):
    """engine/games.cc with GAME(name) last in its list (or the test-only one)."""
    if test_only:
        m = re.search(r"(#ifdef TABULA_TEST_GAMES\n#define TABULA_EACH_TEST_GAME\(GAME\) \\\n(?:[ \t]+GAME\(\w+\)[ \t]*\\\n)*)([ \t]+GAME\(\w+\))\n", text)
        if not m:
            sys.exit("new-game: engine/games.cc: no test-only list to add to")
        return text[:m.start(2)] + m.group(2) + " \\\n  GAME(" + name + ")\n" + text[m.end():]
    m = re.search(r"\n([ \t]+)TABULA_EACH_TEST_GAME\(GAME\)", text)
    prev = re.findall(r"\n([ \t]+GAME\(\w+\))([ \t]*)\\\n", text[:m.start()]) if m else []
    if not m or not prev:
        sys.exit("new-game: engine/games.cc: no list of games to add to")
    width = len(prev[-1][0]) + len(prev[-1][1])
    line = ("  GAME(" + name + ")").ljust(width) + "\\"
    return text[:m.start()] + "\n" + line + text[m.start():]


def main():
    ap = argparse.ArgumentParser(description="Write a new game's files (README.md, \"Adding a game\").")
    ap.add_argument("name", help="the game's name: lower case letters, digits, _ (its folders' name)")
    ap.add_argument("--title", help="its title (default: the name, capitalised)")
    ap.add_argument("--test-only", action="store_true", help="a game only the tests play (never the site)")
    ap.add_argument("--root", default=os.path.join(HERE, "..", ".."), help="the checkout to write into")
    a = ap.parse_args()
    name, root = a.name, os.path.abspath(a.root)
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        sys.exit(f"new-game: '{name}': a name is lower case letters, digits and _, a letter first")
    camel = "".join(p.capitalize() for p in name.split("_"))
    title = a.title or name.replace("_", " ").capitalize()
    registry_path = os.path.join(root, "engine", "games.cc")
    registry = open(registry_path, encoding="utf-8").read()
    if re.search(r"GAME\(" + name + r"\)", registry):
        sys.exit(f"new-game: engine/games.cc already lists {name}")

    files = {}  # path in the checkout -> text
    for rel, dest in FROM_TOY.items():
        files[dest.replace("NAME", name)] = from_toy(rel, open(os.path.join(TOY, rel), encoding="utf-8").read(),
                                                     name, camel, title, a.test_only)
    corpus = os.path.join(TOY, "fuzz", "corpus")
    for f in sorted(os.listdir(corpus)):
        files[f"tests/{name}/fuzz/corpus/{f}"] = open(os.path.join(corpus, f), "rb").read()  # bytes, as fuzzed
    toy_readme = open(os.path.join(TOY, "README.md"), encoding="utf-8").read()
    files[f"engine/{name}/README.md"] = fill(README, name, camel, title) + fill(
        re.sub(r"\btoy\b", "@game@", toy_readme[toy_readme.index("## Rules"):]), name, camel, title)
    for dirpath, _, names in os.walk(HERE):
        for f in names:
            src = os.path.join(dirpath, f)
            rel = os.path.relpath(src, HERE)
            if rel == "make.py" or "__pycache__" in rel:
                continue
            if rel.startswith("assets/art/") and a.test_only:
                continue  # the site's art is built for the games it ships
            if rel.startswith("tests/browser-spec/"):  # the phone test: where its game's specs run
                rel = (f"tests/@game@/browser/{f}" if a.test_only else f"tests/browser/@game@/{f}")
            text = open(src, encoding="utf-8").read()
            depth = "../../" if a.test_only else "../"
            text = text.replace("@harness@", depth + ("browser/harness.mjs" if a.test_only else "harness.mjs"))
            files[fill(rel, name, camel, title)] = fill(text, name, camel, title)

    clash = [p for p in files if os.path.exists(os.path.join(root, p))]
    if clash:
        sys.exit("new-game: these exist already: " + ", ".join(sorted(clash)))
    for path, text in sorted(files.items()):
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as out:
            out.write(text if isinstance(text, bytes) else text.encode("utf-8"))
    with open(registry_path, "w", encoding="utf-8") as out:
        out.write(registry_with(registry, name, a.test_only))
    lines = sum(t.count("\n") for t in files.values() if isinstance(t, str))
    print(f"new-game: {title} ({name}{', test-only' if a.test_only else ''}): {len(files)} files, {lines} lines, "
          f"and GAME({name}) in engine/games.cc")
    for path in sorted(files):
        print("  " + path)


if __name__ == "__main__":
    main()
