#!/usr/bin/env python3
"""Verify the fresh11 fact-checker set (Tests/LibraryEval/fresh11/claims.jsonl) against the pinned corpus.

    python3 verify_factcheck.py           # check; exit 1 on any problem
    python3 verify_factcheck.py --write   # regenerate every item's `refs`
    python3 verify_factcheck.py --items PATH   # check another file (selftest.py)

Adapted from Tests/LibraryEval/verify_factcheck.py: one set `fresh11`, no minimum size; the
Arabic rules below are unchanged. Added for English items (whose `quote` is English): a
misattribution's `claimed` source must hold none of `refs` (`prophet`: some ref is an aya);
`altered` needs `canonical` (normalised Arabic of the unaltered words) whose places all lie in
`refs`; `not_found` needs `absent_check` terms that occur in no passage's whole text and an
empty `accept`. For any misattribution an optional `claimed_check` (a list of term lists)
must match no passage (matn) of the claimed collection (a looser search than the quote). No
`text`/`quote` may equal, after normalisation, an item of Tests/LibraryEval/*.jsonl.

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
ITEMS = os.path.join(HERE, "claims.jsonl")
VERDICTS = {"authentic", "altered", "not_found", "misattributed"}
SET_NAME = "fresh11"
FIELDS = ("id", "lang", "set", "kind", "text", "quote", "verdict")


def check_claimed(i, it, refs, passages, problems):
    """A misattribution: the claimed source must not hold the text."""
    claimed = it.get("claimed")
    if claimed == "prophet":
        if not any(r.startswith("quran:") for r in refs):
            problems.append(f"{i}: claimed prophet but no aya holds it")
    elif claimed in ("quran", "bukhari", "muslim"):
        if any(r.startswith(claimed + ":") for r in refs):
            problems.append(f"{i}: claimed {claimed} does hold it")
        for terms in it.get("claimed_check", []):
            if not all(verify.term_ok(t) for t in terms):
                problems.append(f"{i}: claimed_check terms not normalised: {terms}")
                continue
            hit = [p.ref for p in passages.values()
                   if p.collection == claimed and all(t in p.match for t in terms)]
            if hit:
                problems.append(f"{i}: claimed_check {terms} matches {hit[:3]} in {claimed}")
    elif claimed and claimed.startswith("quran:"):
        if claimed in refs:
            problems.append(f"{i}: claimed aya {claimed} holds it")
        if claimed not in passages:
            problems.append(f"{i}: claimed aya {claimed} does not exist")
    else:
        problems.append(f"{i}: misattribution without `claimed`")


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


def main():
    global ITEMS
    write = "--write" in sys.argv
    if "--items" in sys.argv:
        ITEMS = sys.argv[sys.argv.index("--items") + 1]
    passages = verify.load_corpus()
    suras = sura_texts(passages)
    items = [json.loads(line) for line in open(ITEMS, encoding="utf-8") if line.strip()]
    problems = []
    ids = set()
    for it in items:
        i = it.get("id", "?")
        missing = [k for k in FIELDS if k not in it]
        if missing:
            problems.append(f"{i}: missing fields {missing}")
            continue
        if it["lang"] not in ("en", "ar") or not i.startswith(f"fc-{it['lang']}-"):
            problems.append(f"{i}: lang/id mismatch")
        if i in ids:
            problems.append(f"{i}: duplicate id")
        ids.add(i)
        v = it["verdict"]
        if v not in VERDICTS:
            problems.append(f"{i}: bad verdict {v}")
        if it["set"] != SET_NAME:
            problems.append(f"{i}: set must be {SET_NAME}")
        if v == "misattributed" and "claimed" not in it:
            problems.append(f"{i}: misattributed without `claimed`")
        if v != "misattributed" and ("claimed" in it or "claimed_check" in it):
            problems.append(f"{i}: `claimed` on a {v} item")
        if v != "altered" and "canonical" in it:
            problems.append(f"{i}: `canonical` on a {v} item")
        refs = []
        if it["lang"] == "en":
            if verify.has_arabic(it["text"]):
                problems.append(f"{i}: English claim contains Arabic script")
            if v != "not_found":
                found, _ = verify.expand_accept(it, passages, problems)
                refs = found
                if not refs:
                    problems.append(f"{i}: accepts nothing")
                if v == "misattributed":
                    check_claimed(i, it, refs, passages, problems)
                if v == "altered":
                    c = it.get("canonical", "")
                    if not c or c != norm(c):
                        problems.append(f"{i}: canonical missing or not normalised")
                    else:
                        cp = places(c, passages, suras)
                        if not cp:
                            problems.append(f"{i}: canonical occurs nowhere: {c}")
                        elif not set(cp) <= set(refs):
                            problems.append(f"{i}: canonical occurs outside refs: "
                                            f"{sorted(set(cp) - set(refs), key=verify.ref_key)[:5]}")
            else:
                if it.get("accept"):
                    problems.append(f"{i}: not_found with a non-empty accept")
                terms = it.get("absent_check")
                if not terms:
                    problems.append(f"{i}: English not_found without absent_check")
                for t in terms or []:
                    if not verify.term_ok(t):
                        problems.append(f"{i}: absent_check term not normalised: {t!r}")
                        continue
                    hits = [p.ref for p in passages.values() if t in p.full]
                    if hits:
                        problems.append(f"{i}: absent_check term {t!r} occurs in {hits[:5]}")
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
                if v == "misattributed":
                    check_claimed(i, it, here, passages, problems)
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
    for i in verify.collisions(items, ("text", "quote")):
        problems.append(f"{i}: text duplicates an item of {verify.EXISTING_GLOB} (not shown)")
    if write:
        with open(ITEMS, "w", encoding="utf-8") as f:
            for it in items:
                f.write(json.dumps(it, ensure_ascii=False) + "\n")
    for p in problems:
        print(p)
    counts, verdicts = {}, {}
    for it in items:
        counts[(it.get("set"), it.get("lang"))] = counts.get((it.get("set"), it.get("lang")), 0) + 1
        key = (it.get("lang"), it.get("verdict"))
        verdicts[key] = verdicts.get(key, 0) + 1
    print(f"{len(items)} items {dict(sorted(counts.items()))}")
    print("by language and verdict: " + ", ".join(f"{l}/{v} {n}" for (l, v), n in sorted(verdicts.items())))
    print(f"{len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
