#!/usr/bin/env python3
"""One language's whole translation table, compact: assets/i18n/<lang>.json
with each game's assets/i18n/<game>/<lang>.json merged under the key <game>
(so i18n.t("<game>.x") finds it). Natively every table is compiled in whole.
With --games-apart (the page): OUT holds the shared words only and each
game's words go beside it as <game>/<lang>.json, a pack the page fetches
with its game (web/app/words.cc), so a first visit carries one game's words.
Usage: merge_i18n.py ASSETS_I18N_DIR LANG OUT [--games-apart]"""
import json
import os
import sys

root, lang, out = sys.argv[1:4]
apart = sys.argv[4:] == ['--games-apart']


def write(path, value):
    text = json.dumps(value, ensure_ascii=False, separators=(',', ':'))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    # Unchanged output keeps its time stamp: nothing downstream rebuilds.
    if os.path.exists(path) and open(path, encoding='utf-8').read() == text:
        return
    tmp = path + '.tmp'
    with open(tmp, 'w', encoding='utf-8') as f:
        f.write(text)
    os.replace(tmp, path)


with open(os.path.join(root, lang + '.json'), encoding='utf-8') as f:
    table = json.load(f)
for game in sorted(os.listdir(root)):
    path = os.path.join(root, game, lang + '.json')
    if not os.path.isdir(os.path.join(root, game)):
        continue
    if not os.path.exists(path):
        sys.exit(f'merge_i18n: {path} is missing (every game needs all languages)')
    if game in table:
        sys.exit(f'merge_i18n: {lang}.json already has a key "{game}"')
    with open(path, encoding='utf-8') as f:
        words = json.load(f)
    if apart:
        write(os.path.join(os.path.dirname(out), game, lang + '.json'), words)
    else:
        table[game] = words
write(out, table)
