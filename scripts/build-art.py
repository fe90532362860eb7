#!/usr/bin/python3
"""Rasterises each game's SVG sources into texture atlases for the page.

Sources: assets/art/<game>/sprites.json lists the sprites of one game; each
names an SVG template in the same folder and the values of its {{vars}}.
A template may hold <part src="figure.svg"/> (the inner drawing of another
SVG of the same folder, with the same {{vars}}: a card frame and its figure
kept in separate files) and <icon name="crown" x=".." y=".." size=".." fill=".."/>
elements: the build replaces each with that game-icons.net icon's paths,
taken by name from the npm package @iconify-json/game-icons (CC BY 3.0,
installed by scripts/build-art.sh into assets/art/node_modules). Only the
icons named are used; nothing the build makes is committed.

Output, per game, in --out:
  <game>.json      {"version", "scales", "sprites": {name: [x, y, w, h]}}
                   rectangles in CSS px; in <game>@<s>x.png multiply by s
  <game>@<s>x.png  the atlas at device pixel ratio s (1, 2, 3)
  <game>@<s>x.webp the same pixels, lossless, for s = 1, 2: what the page
                   fetches (when cwebp is installed)

Every atlas is one SVG document (sprites placed by a shelf packer, ids made
unique per sprite) rasterised by rsvg-convert at each scale, then reduced to
a palette by pngquant when it is installed; the atlases the page fetches
(1x and 2x: a 3x device gets the 2x one) are then recompressed losslessly by
zopflipng when it is installed (~7 % fewer bytes: the largest 2x atlas,
the largest file of a first load after tabula.wasm, 77.4 -> 72.1 KB gzipped;
~25 s an atlas, paid once thanks to the cache). Results are cached under
${TABULA_CACHE:-~/.cache/tabula}/art/<hash of every input>, so a rerun with
nothing changed copies files and takes milliseconds.
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ART = os.path.join(ROOT, "assets", "art")
ICONS = os.path.join(ART, "node_modules", "@iconify-json", "game-icons", "icons.json")


def registry_games():
    """The games the site ships: the GAME(name) lines of engine/games.cc (the
    one list; those after #ifdef TABULA_TEST_GAMES only the tests play). Each
    needs its art folder, assets/art/<game>/: a game without one stops the build."""
    text = open(os.path.join(ROOT, "engine", "games.cc")).read().split("#ifdef TABULA_TEST_GAMES")[0]
    return tuple(re.findall(r"\n[ \t]+GAME\(([a-z0-9_]+)\)", text))


GAMES = registry_games()
SCALES = (1, 2, 3)
PAD = 2  # CSS px of transparent gap around every sprite: no bleeding when filtered
ATLAS_WIDTH = 512  # CSS px


def die(msg):
    print("[build-art] ERROR: " + msg, file=sys.stderr)
    sys.exit(1)


class Icons:
    def __init__(self, path):
        if not os.path.exists(path):
            die(f"{path} is missing: run scripts/build-art.sh (it installs @iconify-json/game-icons)")
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        self.icons = data["icons"]
        self.aliases = data.get("aliases", {})
        self.size = data.get("width", 512)
        self.used = set()

    def body(self, name):
        seen = 0
        while name not in self.icons and name in self.aliases and seen < 8:
            name = self.aliases[name]["parent"]
            seen += 1
        if name not in self.icons:
            die(f"no game-icons icon named '{name}'")
        self.used.add(name)
        return self.icons[name]["body"]


ICON_RE = re.compile(r"<icon\s+([^>]*?)/>", re.S)
ATTR_RE = re.compile(r'([a-zA-Z_:-]+)="([^"]*)"')


def expand_icons(svg, icons, where):
    """<icon name x y size fill stroke stroke-width opacity flip rotate/> -> nested svg."""
    def repl(m):
        a = dict(ATTR_RE.findall(m.group(1)))
        if "name" not in a or "size" not in a:
            die(f"{where}: <icon> needs name= and size=")
        size = float(a["size"])
        x, y = float(a.get("x", 0)), float(a.get("y", 0))
        fill = a.get("fill", "#000")
        body = icons.body(a["name"]).replace('fill="currentColor"', f'fill="{fill}"')
        style = ""
        if "stroke" in a:
            sw = float(a.get("stroke-width", 1)) * icons.size / size  # in icon units
            style = f' stroke="{a["stroke"]}" stroke-width="{sw:.2f}" stroke-linejoin="round" paint-order="stroke"'
        transform = ""
        if a.get("flip") == "x":
            transform = f' transform="translate({icons.size} 0) scale(-1 1)"'
        if "rotate" in a:
            transform = f' transform="rotate({a["rotate"]} {icons.size / 2} {icons.size / 2})"'
        opacity = f' opacity="{a["opacity"]}"' if "opacity" in a else ""
        return (f'<svg x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}" '
                f'viewBox="0 0 {icons.size} {icons.size}" overflow="visible"{opacity}>'
                f'<g{style}{transform}>{body}</g></svg>')
    return ICON_RE.sub(repl, svg)


VAR_RE = re.compile(r"\{\{([a-z_0-9]+)\}\}")
ROOT_RE = re.compile(r"^\s*(?:<\?xml[^>]*>\s*)?(?:<!--.*?-->\s*)*<svg\b[^>]*>(.*)</svg>\s*$", re.S)
ID_RE = re.compile(r'\bid="([^"]+)"')
PART_RE = re.compile(r"<part\s+([^>]*?)/>", re.S)


def render_sprite(game_dir, spec, icons, uid):
    """The sprite's SVG content (without its root element), ids made unique."""
    path = os.path.join(game_dir, spec["svg"])
    with open(path, encoding="utf-8") as f:
        text = f.read()
    vars_ = dict(spec.get("vars", {}))
    vars_.setdefault("w", str(spec["size"][0]))
    vars_.setdefault("h", str(spec["size"][1]))

    def sub(m):
        if m.group(1) not in vars_:
            die(f"{spec['name']}: template {spec['svg']} wants {{{{{m.group(1)}}}}}")
        return str(vars_[m.group(1)])
    def inner_of(text, path, depth):
        text = VAR_RE.sub(sub, text)
        m = ROOT_RE.match(text)
        if not m:
            die(f"{path}: not one <svg> element")
        if depth > 4:
            die(f"{path}: <part> nested too deep")

        def part(pm):
            a = dict(ATTR_RE.findall(pm.group(1)))
            src = os.path.join(game_dir, a.get("src", ""))
            if "src" not in a or not os.path.isfile(src):
                die(f"{spec['name']}: <part> needs src= naming a file of {game_dir}")
            with open(src, encoding="utf-8") as f:
                return inner_of(f.read(), src, depth + 1)
        return PART_RE.sub(part, m.group(1))
    inner = expand_icons(inner_of(text, path, 0), icons, spec["name"])
    for ident in set(ID_RE.findall(inner)):
        new = f"s{uid}-{ident}"
        inner = inner.replace(f'id="{ident}"', f'id="{new}"')
        inner = inner.replace(f"url(#{ident})", f"url(#{new})")
        inner = inner.replace(f'href="#{ident}"', f'href="#{new}"')
    return inner


def pack(sprites):
    """Shelf packing, tallest first. Returns {name: (x, y, w, h)} and the height."""
    order = sorted(sprites, key=lambda s: (-s["size"][1], -s["size"][0], s["name"]))
    x, y, shelf_h, placed = PAD, PAD, 0, {}
    for s in order:
        w, h = s["size"]
        if w + 2 * PAD > ATLAS_WIDTH:
            die(f"{s['name']} is wider than the atlas ({ATLAS_WIDTH} CSS px)")
        if x + w + PAD > ATLAS_WIDTH:
            x, y, shelf_h = PAD, y + shelf_h + PAD, 0
        placed[s["name"]] = (x, y, w, h)
        x += w + PAD
        shelf_h = max(shelf_h, h)
    return placed, y + shelf_h + PAD


# zopflipng's iterations: 5 keeps nearly all of the default 15's gain at a
# third of its time.
ZOPFLI_ITERATIONS = 5
FETCHED_SCALES = (1, 2)


def build_game(game, icons, out_dir, scales, quantize, recompress, webp):
    game_dir = os.path.join(ART, game)
    with open(os.path.join(game_dir, "sprites.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    sprites = []
    for spec in manifest["sprites"]:
        for inst in spec.get("each", [None]):  # "each": one sprite per listed value set
            s = dict(spec)
            s.pop("each", None)
            if inst is not None:
                s["vars"] = {**spec.get("vars", {}), **inst}
                s["name"] = spec["name"].format(**s["vars"])
            sprites.append(s)
    names = [s["name"] for s in sprites]
    dupes = {n for n in names if names.count(n) > 1}
    if dupes:
        die(f"{game}: sprite names used twice: {sorted(dupes)}")
    placed, height = pack(sprites)
    parts = []
    for uid, s in enumerate(sprites):
        x, y, w, h = placed[s["name"]]
        parts.append(f'<svg x="{x}" y="{y}" width="{w}" height="{h}" viewBox="0 0 {w} {h}" overflow="hidden">'
                     f'{render_sprite(game_dir, s, icons, uid)}</svg>')
    doc = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'width="{ATLAS_WIDTH}" height="{height}" viewBox="0 0 {ATLAS_WIDTH} {height}">'
           + "".join(parts) + "</svg>")
    with open(os.path.join(out_dir, f"{game}.svg"), "w", encoding="utf-8") as f:
        f.write(doc)
    for scale in scales:
        png = os.path.join(out_dir, f"{game}@{scale}x.png")
        subprocess.run(["rsvg-convert", "-z", str(scale), "-o", png, os.path.join(out_dir, f"{game}.svg")],
                       check=True)
        if quantize:
            # A palette without dithering: dithered noise does not compress
            # (the largest 3x atlas: 757 KB full colour, 287 KB dithered, 131 KB
            # as 128 plain colours, 107 KB as 64 with visible banding).
            subprocess.run(["pngquant", "--force", "--skip-if-larger", "--speed", "1", "--nofs",
                            "--ext", ".png", str(manifest.get("colours", 128)), png], check=False)
        if recompress and scale in FETCHED_SCALES:
            subprocess.run(["zopflipng", "-y", "--iterations=%d" % ZOPFLI_ITERATIONS, png, png],
                           check=True, stdout=subprocess.DEVNULL)
        if webp and scale in FETCHED_SCALES:
            # What the page fetches (shell/page.js fetchArt): the same pixels
            # as lossless WebP, a sixth fewer bytes (the largest 2x atlas
            # 78.1 -> 64.7 KB); -exact keeps the colour under transparent
            # pixels, which linear filtering blends in at a sprite's edge.
            subprocess.run(["cwebp", "-quiet", "-lossless", "-z", "9", "-exact", png, "-o", png[:-4] + ".webp"],
                           check=True)
    index = {"version": 1, "game": game, "scales": list(scales),
             "size": [ATLAS_WIDTH, height],
             "sprites": {n: list(placed[n]) for n in sorted(placed)}}
    with open(os.path.join(out_dir, f"{game}.json"), "w", encoding="utf-8") as f:
        json.dump(index, f, separators=(",", ":"), sort_keys=True)
    os.remove(os.path.join(out_dir, f"{game}.svg"))
    return sorted(icons.used)


def input_hash(games, scales, quantize, recompress, webp):
    h = hashlib.sha256()
    h.update(open(__file__, "rb").read())
    h.update(repr((games, scales, quantize, recompress, webp, PAD, ATLAS_WIDTH)).encode())
    h.update(open(ICONS, "rb").read() if os.path.exists(ICONS) else b"")
    for game in games:
        d = os.path.join(ART, game)
        for name in sorted(os.listdir(d)):
            h.update(name.encode())
            h.update(open(os.path.join(d, name), "rb").read())
    try:
        h.update(subprocess.run(["rsvg-convert", "--version"], capture_output=True).stdout)
    except FileNotFoundError:
        die("rsvg-convert is missing: apt-get install librsvg2-bin (scripts/setup.sh does)")
    return h.hexdigest()[:16]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="directory for <game>.json and <game>@<s>x.png")
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--scales", default=",".join(map(str, SCALES)))
    ap.add_argument("--no-quantize", action="store_true", help="keep full-colour PNGs")
    ap.add_argument("--no-cache", action="store_true")
    args = ap.parse_args()
    games = [g for g in args.games.split(",") if g]
    scales = [int(s) for s in args.scales.split(",") if s]
    for g in games:
        if g not in GAMES:
            die(f"unknown game '{g}' (known: {', '.join(GAMES)})")
        if not os.path.isdir(os.path.join(ART, g)):
            die(f"game '{g}' (engine/games.cc) has no art folder assets/art/{g}/")
    quantize = not args.no_quantize and shutil.which("pngquant") is not None
    recompress = shutil.which("zopflipng") is not None
    webp = shutil.which("cwebp") is not None
    if not webp:
        print("[build-art] note: cwebp missing (apt-get install webp): the page fetches the PNG atlases", file=sys.stderr)
    key = input_hash(games, scales, quantize, recompress, webp)
    cache_root = os.environ.get("TABULA_CACHE") or os.path.join(os.path.expanduser("~"), ".cache", "tabula")
    cache = os.path.join(cache_root, "art", key)
    os.makedirs(args.out, exist_ok=True)
    if args.no_cache or not os.path.exists(os.path.join(cache, ".complete")):
        icons = Icons(ICONS)
        tmp = tempfile.mkdtemp(prefix="art-", dir=cache_root if os.path.isdir(cache_root) else None)
        try:
            used = []
            for g in games:
                used += build_game(g, icons, tmp, scales, quantize, recompress, webp)
            with open(os.path.join(tmp, "icons-used.txt"), "w") as f:
                f.write("\n".join(sorted(set(used))) + "\n")
            open(os.path.join(tmp, ".complete"), "w").close()
            if os.path.exists(cache):
                shutil.rmtree(cache)
            os.makedirs(os.path.dirname(cache), exist_ok=True)
            os.rename(tmp, cache)
        finally:
            if os.path.exists(tmp):
                shutil.rmtree(tmp)
        print(f"[build-art] built {', '.join(games)} at scales {scales}"
              f"{' (pngquant)' if quantize else ''}{' (zopflipng)' if recompress else ''}{' (webp)' if webp else ''} -> {cache}")
    for name in sorted(os.listdir(cache)):
        if name.endswith((".png", ".webp", ".json")):
            shutil.copyfile(os.path.join(cache, name), os.path.join(args.out, name))
    print(f"[build-art] ok: {args.out}")


if __name__ == "__main__":
    main()
