#!/usr/bin/env python3
"""One language's whole translation table, compact: assets/i18n/<lang>.json
with each game's assets/i18n/<game>/<lang>.json merged under the key <game>
(so i18n.t("<game>.x") finds it). The page compiles English in and fetches
the other languages as site/i18n/<lang>.json when the player needs them.
Usage: merge_i18n.py ASSETS_I18N_DIR LANG OUT"""
import json
import os
import sys

root, lang, out = sys.argv[1:4]
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
        table[game] = json.load(f)
text = json.dumps(table, ensure_ascii=False, separators=(',', ':'))
tmp = out + '.tmp'
with open(tmp, 'w', encoding='utf-8') as f:
    f.write(text)
# Unchanged output keeps its time stamp: nothing downstream rebuilds.
if os.path.exists(out) and open(out, encoding='utf-8').read() == text:
    os.remove(tmp)
else:
    os.replace(tmp, out)
