#!/usr/bin/env python3
"""Resolves a merge conflict in Resources/l10n/{en,ar}.json: the union of both sides' keys
(ours first, then theirs' new keys; a key both sides changed takes theirs), written in the
tables' one-entry-per-line layout. Run during a conflicted merge, then `git add` the files."""
import json, subprocess, pathlib

root = pathlib.Path(__file__).resolve().parents[2]
for lang in ("en", "ar"):
    rel = f"Resources/l10n/{lang}.json"
    def side(n):
        out = subprocess.run(["git", "show", f":{n}:{rel}"], cwd=root, capture_output=True, text=True)
        return json.loads(out.stdout) if out.returncode == 0 else None
    ours, theirs, base = side(2), side(3), side(1)
    if ours is None or theirs is None:
        continue
    merged = dict(ours)
    for k, v in theirs.items():
        if k not in merged or (base is not None and base.get(k) != v):
            merged[k] = v
    # A key one side deleted (present in base, missing on that side, unchanged on the other) stays deleted.
    if base is not None:
        for k in list(merged):
            if k in base and ((k not in ours and theirs.get(k) == base[k]) or (k not in theirs and ours.get(k) == base[k])):
                del merged[k]
    lines = [f"  {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False, separators=(', ', ': '))}"
             for k, v in merged.items()]
    (root / rel).write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
    print(f"resolved {rel}: {len(merged)} keys")
