#!/usr/bin/env python3
"""Verify the fresh fact-checker set Tests/LibraryEval/fresh10/claims.jsonl against the pinned corpus.

    python3 verify_factcheck.py           # check; exit 1 on any problem
    python3 verify_factcheck.py --write   # regenerate every item's `refs`
    python3 verify_factcheck.py --split   # (re)assign `set` (fresh10a / fresh10b)
    python3 verify_factcheck.py --items F # check another file (selftest)

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

Added for the fresh set (copied from Tests/LibraryEval/verify_factcheck.py; the rules
above are unchanged):
- English not_found: `absent_check` (normalised Arabic key words, as in verify.py) occur in no
  passage's whole text.
- English misattributed: `claimed` must not hold it: no `accept` pattern, with its collection
  replaced by the claimed one, matches there, and no ref is in it (`quran:S:A`: not among refs;
  `quran:S`, a wrong sura, for both languages: no ref in that sura but some aya elsewhere;
  `prophet`: a Qur'an ref is needed).
- English altered: `canonical` (normalised) occurs, and at one of the `refs`.
- `set` is fresh10a/fresh10b by a seeded split per language x verdict (--split), and no
  claim `text` duplicates (after normalisation) a line of Tests/LibraryEval/*.jsonl.
"""
import collections
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import verify  # noqa: E402  (the shared corpus loader and normalisation)

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = os.path.join(HERE, "claims.jsonl")
VERDICTS = {"authentic", "altered", "not_found", "misattributed"}
SETS = verify.SETS
SPLIT_SEED = 20261123
FIELDS = ("id", "lang", "set", "kind", "text", "quote", "verdict", "refs")


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


def compute_split(items):
    """Per stratum (language x verdict) a seeded shuffle, first half fresh10a, second fresh10b;
    seeds from SPLIT_SEED upward until each language, each verdict and the whole set are
    within one item of half."""
    strata = collections.defaultdict(list)
    for it in items:
        strata[(it["lang"], it["verdict"])].append(it["id"])
    groups = [lambda it: True] + \
        [lambda it, l=l: it["lang"] == l for l in ("en", "ar")] + \
        [lambda it, v=v: it["verdict"] == v for v in sorted(VERDICTS)]
    for seed in range(SPLIT_SEED, SPLIT_SEED + 10000):
        rng = random.Random(seed)
        assign = {}
        for key in sorted(strata):
            ids = sorted(strata[key])
            rng.shuffle(ids)
            half = len(ids) // 2
            odd = SETS[0] if rng.random() < 0.5 else SETS[1]
            for n, i in enumerate(ids):
                assign[i] = SETS[0] if n < half else SETS[1] if n < 2 * half else odd
        ok = True
        for g in groups:
            c = collections.Counter(assign[it["id"]] for it in items if g(it))
            if abs(c[SETS[0]] - c[SETS[1]]) > 1:
                ok = False
        if ok:
            return seed, assign
    raise SystemExit("no balanced split found")


def main():
    global ITEMS
    write = "--write" in sys.argv
    split = "--split" in sys.argv
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
        if it.get("lang") == "en":
            missing += [k for k in ("accept",) if k not in it]
        if missing:
            problems.append(f"{i}: missing fields {missing}")
            continue
        if it["lang"] not in ("en", "ar") or not i.startswith(f"fc-{it['lang']}-"):
            problems.append(f"{i}: lang/id mismatch")
        if it["lang"] == "en" and verify.has_arabic(it["text"]):
            problems.append(f"{i}: English claim text contains Arabic script")
        if it["lang"] == "ar" and not verify.has_arabic(it["text"]):
            problems.append(f"{i}: Arabic claim text without Arabic script")
        if i in ids:
            problems.append(f"{i}: duplicate id")
        ids.add(i)
        v = it["verdict"]
        if v not in VERDICTS:
            problems.append(f"{i}: bad verdict {v}")
        if it["set"] not in SETS:
            problems.append(f"{i}: bad set")
        if v == "misattributed" and not it.get("claimed"):
            problems.append(f"{i}: misattribution without `claimed`")
        if v == "altered" and not it.get("canonical"):
            problems.append(f"{i}: altered without `canonical`")
        refs = []
        if it["lang"] == "en":
            if v != "not_found":
                found, _ = verify.expand_accept(it, passages, problems)
                refs = found
                if not refs:
                    problems.append(f"{i}: accepts nothing")
                if it.get("absent_check"):
                    problems.append(f"{i}: absent_check on a claim that is found")
            else:
                if it.get("accept"):
                    problems.append(f"{i}: not_found with accept alternatives")
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
            if v == "misattributed":
                claimed = it.get("claimed") or ""
                if claimed == "prophet":
                    if not any(r.startswith("quran:") for r in refs):
                        problems.append(f"{i}: claimed prophet but no aya accepted")
                elif claimed in ("quran", "bukhari", "muslim"):
                    if any(r.startswith(claimed + ":") for r in refs):
                        problems.append(f"{i}: claimed {claimed} is among the refs")
                    for alt in it["accept"]:
                        if "all" in alt:
                            there = verify.expand({"all": alt["all"], "collection": claimed}, passages)
                            if there:
                                problems.append(f"{i}: claimed {claimed} holds {alt['all']} at {there[:3]}")
                elif claimed.startswith("quran:") and claimed.count(":") == 1:
                    if any(r.startswith(claimed + ":") for r in refs):
                        problems.append(f"{i}: claimed sura {claimed} is among the refs")
                    if not any(r.startswith("quran:") for r in refs):
                        problems.append(f"{i}: claimed sura {claimed} but no aya accepted")
                elif claimed.startswith("quran:"):
                    if claimed in refs:
                        problems.append(f"{i}: claimed aya {claimed} is among the refs")
                else:
                    problems.append(f"{i}: bad `claimed` {claimed!r}")
            if v == "altered":
                c = it.get("canonical", "")
                if c != norm(c):
                    problems.append(f"{i}: canonical not normalised")
                cref = places(c, passages, suras)
                if not cref:
                    problems.append(f"{i}: canonical occurs nowhere: {c}")
                elif not set(cref) & set(refs):
                    problems.append(f"{i}: canonical occurs only outside the refs: {cref[:3]}")
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
                    elif claimed and claimed.startswith("quran:") and claimed.count(":") == 1:
                        if any(r.startswith(claimed + ":") for r in here):
                            problems.append(f"{i}: claimed sura {claimed} holds it")
                        if not any(r.startswith("quran:") for r in here):
                            problems.append(f"{i}: claimed sura {claimed} but no aya holds it")
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
        elif v == "not_found" and it.get("refs"):
            problems.append(f"{i}: not_found with refs")
    seed, assign = compute_split(items)
    if split:
        for it in items:
            it["set"] = assign[it["id"]]
    elif any(it["set"] != assign[it["id"]] for it in items):
        problems.append("items not on the seeded split (run --split)")
    for i, field, name in verify.collisions(items, ("text",)):
        problems.append(f"{i}: {field} duplicates a line of {name} (after normalisation)")
    if write or split:
        with open(ITEMS, "w", encoding="utf-8") as f:
            for it in items:
                f.write(json.dumps(it, ensure_ascii=False) + "\n")
    for p in problems:
        print(p)
    counts = collections.Counter((it["set"], it["lang"], it["verdict"]) for it in items)
    print(f"split seed {seed}")
    print(f"{'':26}{SETS[0]:>9}{SETS[1]:>9}{'total':>7}")
    for lang in ("en", "ar", None):
        for v in sorted(VERDICTS) + [None]:
            a = sum(n for (s, l, vv), n in counts.items() if s == SETS[0] and lang in (None, l) and v in (None, vv))
            b = sum(n for (s, l, vv), n in counts.items() if s == SETS[1] and lang in (None, l) and v in (None, vv))
            name = f"{lang or 'all'} {v or 'all'}"
            print(f"{name:26}{a:>9}{b:>9}{a + b:>7}")
    print(f"{len(items)} items; {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
