#!/usr/bin/env python3
"""Verify the offline-library evaluation set (questions.jsonl) against the corpus.

    python3 Tests/LibraryEval/verify.py            # check everything, exit 1 on any problem
    python3 Tests/LibraryEval/verify.py --write    # rewrite every `refs` from its `accept`
    python3 Tests/LibraryEval/verify.py --split    # (re)assign `set` by the seeded split
    python3 Tests/LibraryEval/verify.py --show ID  # print the passages behind one question
    python3 Tests/LibraryEval/verify.py --questions Tests/LibraryEval/fresh12/questions.jsonl \
        --fresh fresh12a,fresh12b                  # a fresh set: its items, as its writer split it

Reference identities: quran:S:A, bukhari:N, muslim:N (N = the record's hadith_number).

Matching rules
- Text is normalised: NFKC; harakat and Qur'anic marks removed (U+0610-061A, U+064B-065F,
  U+0670, U+06D6-06ED), tatweel and U+200B-200F removed; آ أ إ ٱ -> ا, ى -> ي, ة -> ه;
  every run of non-letters becomes one space.
- A pattern {"all": [...], "collection": ...} matches a passage when every term is a
  substring of " " + normalised text + " " (so a term may begin or end with a space to
  anchor it to a word boundary). Terms must already be in normalised form.
- Qur'an: the text is simple-clean.txt, with the basmala that Tanzil repeats at the start of
  aya 1 (every sura but 1 and 9) removed.
- Hadith: only the matn is matched: the words after the first «قال رسول الله», «عن النبي»,
  «ان النبي», «ان رسول الله», or after the first quotation mark, whichever comes first
  (the whole text when there is none).
- A pattern may expand to at most 60 passages.
- absent_check terms (unanswerable questions) are searched in the *whole* text of every
  passage (isnad included, Qur'an included) and must occur nowhere.
"""
import argparse
import collections
import json
import os
import random
import sys

from eval_corpus import (BASMALA, CORPUS, HADITH, MARKERS, QUOTES, QURAN, Passage,  # noqa: F401
                         load_corpus, matn_tokens, normalize, tokens)

HERE = os.path.dirname(os.path.abspath(__file__))
QUESTIONS = os.path.join(HERE, "questions.jsonl")
SPLIT_SEED = 20261122
PATTERN_CAP = 60
MIN_QUESTIONS = 130
MIN_UNANSWERABLE = 0.18
# The two halves' names; a fresh set (--fresh) names its own (fresh12a, fresh12b) or has one.
SETS = ["dev", "heldout"]
# A fresh set written later by another hand: checked item by item, kept as its writer split it.
FRESH = False
COLLECTIONS = ("quran", "bukhari", "muslim", "hadith")
FIELDS = ("id", "lang", "set", "question", "context", "answerable", "accept", "refs", "note")


# ---------------------------------------------------------------------------------------
# Patterns (the corpus and its normalisation are in eval_corpus.py)

def ref_key(ref):
    parts = ref.split(":")
    order = {"quran": 0, "bukhari": 1, "muslim": 2}.get(parts[0], 3)
    nums = []
    for p in parts[1:]:
        digits = "".join(c for c in p if c.isdigit())
        nums.append((int(digits) if digits else 0, p))
    return (order, nums)


def in_collection(p, coll):
    if coll is None:
        return True
    if coll == "hadith":
        return p.collection in ("bukhari", "muslim")
    return p.collection == coll


def expand(pattern, passages):
    terms = pattern["all"]
    coll = pattern.get("collection")
    return [p.ref for p in passages.values()
            if in_collection(p, coll) and all(t in p.match for t in terms)]


def term_ok(t):
    return isinstance(t, str) and t.strip() != "" and normalize(t) == " ".join(t.split()) \
        and t.strip() == " ".join(t.split())


def expand_accept(q, passages, problems):
    refs = set()
    sizes = []
    for alt in q.get("accept", []):
        if "ref" in alt:
            if set(alt) != {"ref"}:
                problems.append(f"{q['id']}: ref alternative has extra keys {sorted(alt)}")
            if alt["ref"] not in passages:
                problems.append(f"{q['id']}: unknown ref {alt['ref']}")
            refs.add(alt["ref"])
            sizes.append(1)
        elif "all" in alt:
            if not set(alt) <= {"all", "collection"}:
                problems.append(f"{q['id']}: pattern has unknown keys {sorted(alt)}")
            if alt.get("collection") not in (None,) + COLLECTIONS:
                problems.append(f"{q['id']}: bad collection {alt.get('collection')!r}")
            if not alt["all"] or not all(term_ok(t) for t in alt["all"]):
                problems.append(f"{q['id']}: pattern terms not normalised: {alt['all']}")
                continue
            found = expand(alt, passages)
            if not found:
                problems.append(f"{q['id']}: pattern matches nothing: {alt}")
            if len(found) > PATTERN_CAP:
                problems.append(f"{q['id']}: pattern too broad ({len(found)} > {PATTERN_CAP}): {alt}")
            refs.update(found)
            sizes.append(len(found))
        else:
            problems.append(f"{q['id']}: accept alternative has neither ref nor all: {alt}")
    return sorted(refs, key=ref_key), sizes


# ---------------------------------------------------------------------------------------
# Split

def stratum(q):
    return (q["lang"], bool(q.get("context")), bool(q["answerable"]))


def balanced(assign, questions):
    groups = {
        "all": lambda q: True,
        "en": lambda q: q["lang"] == "en",
        "ar": lambda q: q["lang"] == "ar",
        "follow-up": lambda q: bool(q.get("context")),
        "unanswerable": lambda q: not q["answerable"],
    }
    for pred in groups.values():
        c = collections.Counter(assign[q["id"]] for q in questions if pred(q))
        if len(SETS) == 2 and abs(c[SETS[0]] - c[SETS[1]]) > 1:
            return False
    return True


def compute_split(questions):
    """Per stratum (language x follow-up x answerable): a seeded shuffle, the first half to
    dev and the second to heldout; the odd question of an odd stratum goes to a seeded side.
    Seeds from SPLIT_SEED upward are tried until every group named in the brief (English,
    Arabic, follow-ups, unanswerable, all) is split within one question of half."""
    strata = collections.defaultdict(list)
    for q in questions:
        strata[stratum(q)].append(q["id"])
    for seed in range(SPLIT_SEED, SPLIT_SEED + 10000):
        rng = random.Random(seed)
        assign = {}
        for key in sorted(strata):
            ids = sorted(strata[key])
            rng.shuffle(ids)
            half = len(ids) // 2
            odd_side = "dev" if rng.random() < 0.5 else "heldout"
            for i, qid in enumerate(ids):
                if i < half:
                    assign[qid] = "dev"
                elif i < 2 * half:
                    assign[qid] = "heldout"
                else:
                    assign[qid] = odd_side
        if balanced(assign, questions):
            return seed, assign
    raise SystemExit("no balanced split found")


# ---------------------------------------------------------------------------------------

def load_questions():
    qs = []
    with open(QUESTIONS, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                try:
                    qs.append(json.loads(line))
                except json.JSONDecodeError as e:
                    raise SystemExit(f"questions.jsonl:{n}: {e}")
    return qs


def save_questions(qs):
    with open(QUESTIONS, "w", encoding="utf-8") as f:
        for q in qs:
            ordered = {k: q[k] for k in FIELDS if k in q}
            ordered.update({k: v for k, v in q.items() if k not in ordered})
            f.write(json.dumps(ordered, ensure_ascii=False) + "\n")


def has_arabic(s):
    return any("\u0600" <= c <= "\u06FF" for c in s)


def check(qs, passages):
    problems = []
    ids = [q.get("id") for q in qs]
    for qid, n in collections.Counter(ids).items():
        if n > 1:
            problems.append(f"duplicate id {qid}")
    texts = collections.Counter(" ".join(q.get("question", "").lower().split()) for q in qs)
    for t, n in texts.items():
        if n > 1:
            problems.append(f"duplicate question text: {t}")
    pattern_sizes = []
    for q in qs:
        qid = q.get("id", "?")
        for k in FIELDS:
            if k not in q:
                problems.append(f"{qid}: missing field {k}")
        if problems and problems[-1].startswith(f"{qid}: missing"):
            continue
        if q["lang"] not in ("en", "ar") or not qid.startswith(q["lang"] + "-"):
            problems.append(f"{qid}: lang/id mismatch")
        if q["lang"] == "ar" and not has_arabic(q["question"]):
            problems.append(f"{qid}: Arabic question without Arabic script")
        if q["lang"] == "en" and has_arabic(q["question"]):
            problems.append(f"{qid}: English question contains Arabic script")
        if not isinstance(q["context"], list) or not all(isinstance(c, str) and c.strip() for c in q["context"]):
            problems.append(f"{qid}: context must be a list of non-empty strings")
        if q["set"] not in SETS:
            problems.append(f"{qid}: set must be one of {SETS}")
        if not q["note"].strip():
            problems.append(f"{qid}: empty note")
        if q["answerable"] is True:
            refs, sizes = expand_accept(q, passages, problems)
            pattern_sizes.extend(sizes)
            if not refs:
                problems.append(f"{qid}: answerable but no refs")
            if q["refs"] != refs:
                missing = sorted(set(refs) - set(q["refs"]), key=ref_key)
                extra = sorted(set(q["refs"]) - set(refs), key=ref_key)
                problems.append(f"{qid}: refs differ from expansion (run --write); "
                                f"missing {missing[:8]} extra {extra[:8]}")
            if "absent_check" in q:
                problems.append(f"{qid}: absent_check on an answerable question")
        elif q["answerable"] is False:
            if q["accept"] or q["refs"]:
                problems.append(f"{qid}: unanswerable but accept/refs not empty")
            terms = q.get("absent_check")
            if not terms:
                problems.append(f"{qid}: unanswerable without absent_check")
                continue
            for t in terms:
                if not term_ok(t):
                    problems.append(f"{qid}: absent_check term not normalised: {t!r}")
                    continue
                hits = [p.ref for p in passages.values() if t in p.full]
                if hits:
                    problems.append(f"{qid}: absent_check term {t!r} occurs in {hits[:5]}")
        else:
            problems.append(f"{qid}: answerable must be true or false")
    # Composition
    n = len(qs)
    if FRESH:
        unans = sum(1 for q in qs if q["answerable"] is False)
        if unans < 0.15 * n:
            problems.append(f"only {unans}/{n} unanswerable (< 15%)")
        if not balanced({q["id"]: q["set"] for q in qs}, qs):
            problems.append("split is not balanced")
        return problems, pattern_sizes, None
    if n < MIN_QUESTIONS:
        problems.append(f"only {n} questions (< {MIN_QUESTIONS})")
    langs = collections.Counter(q["lang"] for q in qs)
    if abs(langs["en"] - langs["ar"]) > 1:
        problems.append(f"language imbalance: {dict(langs)}")
    unans = sum(1 for q in qs if q["answerable"] is False)
    if unans < MIN_UNANSWERABLE * n:
        problems.append(f"only {unans}/{n} unanswerable (< {MIN_UNANSWERABLE:.0%})")
    seed, expected = compute_split(qs)
    wrong = [q["id"] for q in qs if q["set"] != expected[q["id"]]]
    if wrong:
        problems.append(f"{len(wrong)} questions not on the seeded split (run --split): {wrong[:6]}")
    if not balanced({q["id"]: q["set"] for q in qs}, qs):
        problems.append("split is not balanced")
    return problems, pattern_sizes, seed


def summary(qs, pattern_sizes, seed):
    print(f"questions: {len(qs)}   split seed: {seed}")
    print(f"{'':14}{SETS[0]:>9}{SETS[-1] if len(SETS) == 2 else '':>9}{'total':>7}")
    rows = [
        ("English", lambda q: q["lang"] == "en"),
        ("Arabic", lambda q: q["lang"] == "ar"),
        ("answerable", lambda q: q["answerable"]),
        ("unanswerable", lambda q: not q["answerable"]),
        ("follow-up", lambda q: bool(q["context"])),
        ("all", lambda q: True),
    ]
    for name, pred in rows:
        d = sum(1 for q in qs if pred(q) and q["set"] == SETS[0])
        h = sum(1 for q in qs if pred(q) and q["set"] == SETS[-1]) if len(SETS) == 2 else 0
        print(f"{name:14}{d:>9}{h:>9}{d + h:>7}")
    nrefs = [len(q["refs"]) for q in qs if q["answerable"]]
    print(f"refs per answerable question: min {min(nrefs)}, median {sorted(nrefs)[len(nrefs) // 2]}, max {max(nrefs)}")
    if pattern_sizes:
        print(f"pattern/ref alternatives: {len(pattern_sizes)}, largest expansion {max(pattern_sizes)}")
    colls = collections.Counter(r.split(":")[0] for q in qs for r in q["refs"])
    print("expected refs by collection: " + ", ".join(f"{k} {v}" for k, v in sorted(colls.items())))


def show(qs, passages, qid, width):
    for q in qs:
        if q["id"] != qid:
            continue
        print(json.dumps({k: q[k] for k in ("question", "context", "accept")}, ensure_ascii=False))
        probs = []
        refs, _ = expand_accept(q, passages, probs)
        for p in probs:
            print("!!", p)
        for r in refs:
            print(f"--- {r}: {passages[r].match.strip()[:width]}")
        return
    raise SystemExit(f"no question {qid}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite refs from accept")
    ap.add_argument("--split", action="store_true", help="assign set by the seeded split")
    ap.add_argument("--show", metavar="ID", help="print the passages behind one question")
    ap.add_argument("--width", type=int, default=300)
    ap.add_argument("--questions", help="question file (default: questions.jsonl next to this script)")
    ap.add_argument("--fresh", metavar="SETS",
                    help="a fresh set's names, e.g. fresh10a,fresh10b or fresh11: no size minimum, split kept as written")
    args = ap.parse_args()
    global QUESTIONS, SETS, FRESH
    if args.questions:
        QUESTIONS = args.questions
    if args.fresh:
        SETS = args.fresh.split(",")
        FRESH = True
    if FRESH and args.split:
        raise SystemExit("--split is for the main set only")
    passages = load_corpus()
    qs = load_questions()
    if args.show:
        show(qs, passages, args.show, args.width)
        return 0
    if args.write or args.split:
        scratch = []
        for q in qs:
            if args.write:
                q["refs"] = expand_accept(q, passages, scratch)[0] if q.get("answerable") else []
        if args.split:
            _, assign = compute_split(qs)
            for q in qs:
                q["set"] = assign[q["id"]]
        save_questions(qs)
    problems, sizes, seed = check(qs, passages)
    summary(qs, sizes, seed)
    if problems:
        print(f"\nFAIL: {len(problems)} problem(s)")
        for p in problems:
            print("  " + p)
        return 1
    print("\nOK: every ref exists, every pattern expands to the stored refs, "
          "every absent_check term is absent, split balanced")
    return 0


if __name__ == "__main__":
    sys.exit(main())
