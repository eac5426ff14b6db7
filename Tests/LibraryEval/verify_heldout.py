#!/usr/bin/env python3
"""Verify the held-out evaluation file (heldout.jsonl) with verify.py's own checks.

    python3 Tests/LibraryEval/verify_heldout.py                 # check, exit 1 on any problem
    python3 Tests/LibraryEval/verify_heldout.py --questions F    # check another held-out file

Every check of verify.py runs unchanged (fields, refs exist, patterns expand to the stored
refs and stay within the 60-passage cap, answerable questions have refs, absent_check terms
occur nowhere, language balance, minimum size, unanswerable share) except two that cannot
apply to a file that is entirely held-out:

- the dev/heldout split and its balance (instead: every question must have set "heldout");
- the id prefix: held-out ids are "hen-NNN" / "har-NNN", so the "h" is stripped before
  verify.py's lang/id check and the prefix is checked here.

It also checks that no id or question text repeats one in questions.jsonl.
"""
import argparse
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import verify as V  # noqa: E402

DEFAULT = os.path.join(HERE, "heldout.jsonl")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--questions", default=DEFAULT)
    args = ap.parse_args()

    V.QUESTIONS = args.questions
    qs = V.load_questions()
    passages = V.load_corpus()

    problems = []
    for q in qs:
        qid = q.get("id", "?")
        if not re.fullmatch(r"h(en|ar)-\d{3}", qid) or qid[1:3] != q.get("lang"):
            problems.append(f"{qid}: held-out id must be hen-NNN / har-NNN matching lang")
        if q.get("set") != "heldout":
            problems.append(f"{qid}: set must be 'heldout'")

    # verify.py's checks on copies whose ids lose the leading "h"; split checks disabled.
    copies = [dict(q, id=q["id"][1:] if str(q.get("id", "")).startswith("h") else q.get("id"))
              for q in qs]
    V.compute_split = lambda questions: (None, {c["id"]: c["set"] for c in questions})
    V.balanced = lambda assign, questions: True
    inner, sizes, _ = V.check(copies, passages)
    back = {c["id"]: q["id"] for c, q in zip(copies, qs)}
    for p in inner:
        head, sep, rest = p.partition(":")
        problems.append((back.get(head, head) + sep + rest) if sep else p)

    # No overlap with the development file.
    dev_path = os.path.join(HERE, "questions.jsonl")
    if os.path.abspath(dev_path) != os.path.abspath(args.questions) and os.path.exists(dev_path):
        with open(dev_path, encoding="utf-8") as f:
            dev = [json.loads(line) for line in f if line.strip()]
        norm = lambda s: " ".join(s.lower().split())  # noqa: E731
        dev_ids = {d["id"] for d in dev}
        dev_texts = {norm(d["question"]) for d in dev}
        for q in qs:
            if q["id"] in dev_ids:
                problems.append(f"{q['id']}: id also used in questions.jsonl")
            if norm(q["question"]) in dev_texts:
                problems.append(f"{q['id']}: question text also in questions.jsonl")

    for q in qs:
        q["set"] = "heldout"
    V.summary(qs, sizes, "n/a (all held-out)")
    if problems:
        print(f"\nFAIL: {len(problems)} problem(s)")
        for p in problems:
            print("  " + p)
        return 1
    print("\nOK: every ref exists, every pattern expands to the stored refs (<= "
          f"{V.PATTERN_CAP} passages), every absent_check term is absent; split check skipped "
          "(all held-out)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
