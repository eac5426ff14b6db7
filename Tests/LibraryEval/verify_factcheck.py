#!/usr/bin/env python3
"""Verify the fact-checker's evaluation set (factcheck.jsonl) against the pinned corpus.

    python3 Tests/LibraryEval/verify_factcheck.py           # check; exit 1 on any problem
    python3 Tests/LibraryEval/verify_factcheck.py --write   # regenerate every item's `refs`
    python3 Tests/LibraryEval/verify_factcheck.py --items Tests/LibraryEval/fresh12/claims.jsonl \
        --fresh fresh12a,fresh12b                           # a fresh set's claims, as split

Normalisation and the corpus are verify.py's (Qur'an: simple-clean without the repeated
basmala; hadith: the matn only). `quote` is the quoted words in standard spelling (an item's
`text` may write them in Uthmani script or with harakat). Rules per expected verdict:
- authentic / misattributed (Arabic): the quote occurs, word-bounded, in a passage's text (for the
  Qur'an also across consecutive ayat of a sura); `refs` = every place it occurs (the first aya
  of a run). A misattribution's `claimed` source must not hold it (`quran`, `bukhari`, `muslim`,
  `quran:S:A`), and `prophet` (a verse given as the Prophet's words) needs a Qur'an place.
- altered: the quote occurs nowhere, the `canonical` words (normalised) do; `refs` = their places.
- not_found (Arabic): the quote occurs nowhere and no run of four of its words does either.
- English items: `accept` alternatives as in verify.py expand to `refs` (none for not_found).
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import verify  # noqa: E402  (the shared corpus loader and normalisation)

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = os.path.join(HERE, "factcheck.jsonl")
VERDICTS = {"authentic", "altered", "not_found", "misattributed"}
MIN_ITEMS = 80


def norm(s):
    return verify.normalize(s.replace("\u0648\u0670", "\u0627"))


def places(phrase, passages, suras):
    """Keys of the passages (first aya of a Qur'an run) whose text holds `phrase`."""
    needles = [" " + phrase + " "]
    if phrase[:1] not in ("و", "ف"):
        # A quotation may start inside a sentence and drop its conjunction.
        needles += [" و" + phrase + " ", " ف" + phrase + " "]
    found = [p.ref for p in passages.values() if any(n in p.match for n in needles)]
    have = set(found)
    for sura, (text, starts) in suras.items():
        for needle in needles:
            at = text.find(needle)
            while at >= 0:
                words_before = text[:at + 1].count(" ") - 1
                aya = max(i for i, s in enumerate(starts) if s <= max(words_before, 0)) + 1
                ref = f"quran:{sura}:{aya}"
                if ref not in have:
                    found.append(ref)
                    have.add(ref)
                at = text.find(needle, at + 1)
    return sorted(set(found), key=verify.ref_key)


def sura_texts(passages):
    out = {}
    for p in passages.values():
        if p.collection != "quran":
            continue
        _, s, a = p.ref.split(":")
        out.setdefault(int(s), []).append((int(a), p.match.split()))
    texts = {}
    for s, ayat in out.items():
        ayat.sort()
        words, starts = [], []
        for _, w in ayat:
            starts.append(len(words))
            words += w
        texts[s] = (" " + " ".join(words) + " ", starts)
    return texts


def option(name):
    """The value after `name` on the command line, or None."""
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv[:-1] else None


def main():
    global ITEMS
    write = "--write" in sys.argv
    ITEMS = option("--items") or ITEMS
    # A fresh set written later: its own set names, no minimum size.
    sets = option("--fresh").split(",") if option("--fresh") else ["dev", "heldout"]
    minimum = 0 if option("--fresh") else MIN_ITEMS
    passages = verify.load_corpus()
    suras = sura_texts(passages)
    items = [json.loads(line) for line in open(ITEMS, encoding="utf-8") if line.strip()]
    problems = []
    ids = set()
    for it in items:
        i = it["id"]
        if i in ids:
            problems.append(f"{i}: duplicate id")
        ids.add(i)
        v = it["verdict"]
        if v not in VERDICTS:
            problems.append(f"{i}: bad verdict {v}")
        if it["set"] not in sets:
            problems.append(f"{i}: bad set")
        refs = []
        if it["lang"] == "en":
            if v != "not_found":
                found, _ = verify.expand_accept(it, passages, problems)
                refs = found
                if not refs:
                    problems.append(f"{i}: accepts nothing")
        else:
            q = norm(it["quote"])
            if not q:
                problems.append(f"{i}: empty quote")
                continue
            if q not in norm(it["text"]) and v != "authentic" and "ـ" not in it["text"]:
                # Uthmani spellings differ; the rest quote their words as written.
                pass
            here = places(q, passages, suras)
            if v in ("authentic", "misattributed"):
                refs = here
                if not here:
                    problems.append(f"{i}: quote occurs nowhere: {q}")
                claimed = it.get("claimed")
                if v == "misattributed":
                    if claimed == "prophet":
                        if not any(r.startswith("quran:") for r in here):
                            problems.append(f"{i}: claimed prophet but no aya holds it")
                    elif claimed in ("quran", "bukhari", "muslim"):
                        if any(r.startswith(claimed + ":") for r in here):
                            problems.append(f"{i}: claimed {claimed} does hold it")
                    elif claimed and claimed.startswith("quran:"):
                        if claimed in here:
                            problems.append(f"{i}: claimed aya {claimed} holds it")
                    else:
                        problems.append(f"{i}: misattribution without `claimed`")
            elif v == "altered":
                if here:
                    problems.append(f"{i}: 'altered' quote occurs verbatim in {here[:3]}")
                c = it.get("canonical", "")
                if c != norm(c):
                    problems.append(f"{i}: canonical not normalised")
                refs = places(c, passages, suras)
                if not refs:
                    problems.append(f"{i}: canonical occurs nowhere: {c}")
            else:
                if here:
                    problems.append(f"{i}: 'not found' quote occurs in {here[:3]}")
                w = q.split()
                for k in range(len(w) - 3):
                    run = " ".join(w[k:k + 4])
                    hit = places(run, passages, suras)
                    if hit:
                        problems.append(f"{i}: four words «{run}» occur in {hit[:3]}")
                        break
        if write:
            it["refs"] = refs
        elif it.get("refs") != refs and v != "not_found":
            problems.append(f"{i}: refs out of date (run --write)")
    if len(items) < minimum:
        problems.append(f"only {len(items)} items (< {minimum})")
    if write:
        with open(ITEMS, "w", encoding="utf-8") as f:
            for it in items:
                f.write(json.dumps(it, ensure_ascii=False) + "\n")
    for p in problems:
        print(p)
    counts = {}
    for it in items:
        counts[(it["set"], it["lang"])] = counts.get((it["set"], it["lang"]), 0) + 1
    print(f"{len(items)} items {dict(sorted(counts.items()))}; {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
