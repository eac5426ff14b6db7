#!/usr/bin/env python3
"""Adds or updates keys in Resources/l10n/{en,ar}.json from a JSON file of the form
{"key": {"en": ..., "ar": ...}}, keeping the one-entry-per-line layout of the tables."""
import json, sys, pathlib

root = pathlib.Path(__file__).resolve().parents[2] / "Resources" / "l10n"
updates = json.load(open(sys.argv[1], encoding="utf-8"))
for lang in ("en", "ar"):
    path = root / f"{lang}.json"
    table = json.load(open(path, encoding="utf-8"))
    for key, values in updates.items():
        if lang in values:
            table[key] = values[lang]
    lines = [f"  {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False, separators=(', ', ': '))}"
             for k, v in table.items()]
    path.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
