#!/usr/bin/env python3
"""Drop fresh11 items that overlap the parallel set in Tests/LibraryEval/fresh10 (whose items are never printed).

    python3 drop_qe10.py     # rewrites questions.jsonl / claims.jsonl; backups in work/predrop/

Dropped:
  - a claim whose `refs` intersect the `refs` of any qe10 claim;
  - a question whose `refs` are at least half inside one qe10 question's `refs`;
  - any question or claim whose normalised text (question + context lines; text + quote) shares
    five consecutive words with the normalised text of any qe10 question or claim.
Normalisation is eval_corpus.normalize (NFKC, harakat removed, alif/ya/ta-marbuta folded,
non-letters -> space) followed by lower-casing. Prints only counts and our own ids.
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from eval_corpus import normalize  # noqa: E402

OTHER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fresh10")
N = 5


def load(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def save(items, path):
    with open(path, "w", encoding="utf-8") as f:
        for it in items:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")


def texts(it):
    out = [it.get(k) for k in ("question", "text", "quote") if isinstance(it.get(k), str)]
    out += [c for c in it.get("context") or [] if isinstance(c, str)]
    return out


def grams(it):
    g = set()
    for t in texts(it):
        w = normalize(t).lower().split()
        g.update(tuple(w[i:i + N]) for i in range(len(w) - N + 1))
    return g


def main():
    oq, oc = load(os.path.join(OTHER, "questions.jsonl")), load(os.path.join(OTHER, "claims.jsonl"))
    other_grams = set()
    for it in oq + oc:
        other_grams |= grams(it)
    other_claim_refs = set()
    for it in oc:
        other_claim_refs.update(it.get("refs") or [])
    other_q_refs = [set(it.get("refs") or []) for it in oq if it.get("refs")]

    qpath, cpath = os.path.join(HERE, "questions.jsonl"), os.path.join(HERE, "claims.jsonl")
    backup = os.path.join(HERE, "work", "predrop")
    os.makedirs(backup, exist_ok=True)
    for p in (qpath, cpath):
        dst = os.path.join(backup, os.path.basename(p))
        if not os.path.exists(dst):
            shutil.copy(p, dst)
    qs, cs = load(qpath), load(cpath)

    reasons = {}
    for q in qs:
        mine = set(q["refs"])
        if mine and any(len(mine & o) * 2 >= len(mine) for o in other_q_refs):
            reasons.setdefault(q["id"], []).append("refs-half-inside")
        if grams(q) & other_grams:
            reasons.setdefault(q["id"], []).append("5-words")
    for c in cs:
        if set(c["refs"]) & other_claim_refs:
            reasons.setdefault(c["id"], []).append("refs-intersect")
        if grams(c) & other_grams:
            reasons.setdefault(c["id"], []).append("5-words")

    keep_q = [q for q in qs if q["id"] not in reasons]
    keep_c = [c for c in cs if c["id"] not in reasons]
    print(f"qe10 (not shown): {len(oq)} questions, {len(oc)} claims")
    for kind, items, kept in (("questions", qs, keep_q), ("claims", cs, keep_c)):
        dropped = [it["id"] for it in items if it["id"] in reasons]
        print(f"{kind}: {len(items)} -> {len(kept)} (dropped {len(dropped)})")
        for i in dropped:
            print(f"  drop {i}: {', '.join(reasons[i])}")
    save(keep_q, qpath)
    save(keep_c, cpath)


if __name__ == "__main__":
    main()
