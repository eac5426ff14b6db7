#!/usr/bin/env python3
"""Self-test of the fresh11 verifiers: corrupt copies of questions.jsonl and claims.jsonl in three
ways and show that verify.py / verify_factcheck.py reject each corruption (and accept the clean files).

    python3 selftest.py        # exit 0 when every corruption is caught and the clean files pass

Corruptions (each in its own copy, in a temporary directory):
  1. a wrong ref: one question's `refs` gets a passage its `accept` does not give (quran:1:1 ->
     "refs differ from expansion"); one claim's `refs` likewise ("refs out of date");
  2. an absent_check term that does occur: «الصلاه» added to an unanswerable question and to an
     English not_found claim ("absent_check term ... occurs in");
  3. a wrong canonical: an altered claim's `canonical` replaced by other words that occur in the
     corpus but not at its refs (English), and by words that occur nowhere (Arabic).
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
QUESTIONS = os.path.join(HERE, "questions.jsonl")
CLAIMS = os.path.join(HERE, "claims.jsonl")


def load(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def save(items, path):
    with open(path, "w", encoding="utf-8") as f:
        for it in items:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")


def run(script, flag, path):
    p = subprocess.run([sys.executable, os.path.join(HERE, script), flag, path],
                       capture_output=True, text=True, cwd=HERE)
    return p.returncode, p.stdout + p.stderr


def first(items, pred):
    for it in items:
        if pred(it):
            return it
    raise SystemExit("selftest: no item to corrupt")


def main():
    qs, cs = load(QUESTIONS), load(CLAIMS)
    cases = []  # (name, script, flag, items, filename, expected substring, id)

    # clean files
    cases.append(("clean questions pass", "verify.py", "--questions", qs, "q0.jsonl", None, None))
    cases.append(("clean claims pass", "verify_factcheck.py", "--items", cs, "c0.jsonl", None, None))

    # 1. wrong ref
    q1 = json.loads(json.dumps(qs))
    t = first(q1, lambda q: q["answerable"] and "quran:1:1" not in q["refs"])
    t["refs"] = sorted(t["refs"][1:] + ["quran:1:1"])
    cases.append(("wrong ref in a question", "verify.py", "--questions", q1, "q1.jsonl",
                  "refs differ from expansion", t["id"]))
    c1 = json.loads(json.dumps(cs))
    t = first(c1, lambda c: c["verdict"] == "authentic" and c["lang"] == "ar")
    t["refs"] = ["quran:1:1"] + t["refs"][1:]
    cases.append(("wrong ref in an Arabic claim", "verify_factcheck.py", "--items", c1, "c1.jsonl",
                  "refs out of date", t["id"]))
    c1b = json.loads(json.dumps(cs))
    t = first(c1b, lambda c: c["verdict"] == "authentic" and c["lang"] == "en")
    t["refs"] = t["refs"] + ["bukhari:1"]
    cases.append(("wrong ref in an English claim", "verify_factcheck.py", "--items", c1b, "c1b.jsonl",
                  "refs out of date", t["id"]))

    # 2. absent_check term that does occur
    q2 = json.loads(json.dumps(qs))
    t = first(q2, lambda q: not q["answerable"])
    t["absent_check"] = t["absent_check"] + ["الصلاه"]
    cases.append(("absent_check term that occurs (question)", "verify.py", "--questions", q2, "q2.jsonl",
                  "absent_check term 'الصلاه' occurs", t["id"]))
    c2 = json.loads(json.dumps(cs))
    t = first(c2, lambda c: c["verdict"] == "not_found" and c["lang"] == "en")
    t["absent_check"] = t["absent_check"] + ["الصلاه"]
    cases.append(("absent_check term that occurs (claim)", "verify_factcheck.py", "--items", c2, "c2.jsonl",
                  "absent_check term 'الصلاه' occurs", t["id"]))

    # 3. wrong canonical
    c3 = json.loads(json.dumps(cs))
    t = first(c3, lambda c: c["verdict"] == "altered" and c["lang"] == "en")
    t["canonical"] = "ان الله مع الصابرين"   # occurs in the Qur'an, but not at this claim's refs
    cases.append(("wrong canonical (English, occurs elsewhere)", "verify_factcheck.py", "--items", c3, "c3.jsonl",
                  "canonical occurs outside refs", t["id"]))
    c3b = json.loads(json.dumps(cs))
    t = first(c3b, lambda c: c["verdict"] == "altered" and c["lang"] == "ar")
    t["canonical"] = t["canonical"] + " والشاكرين"   # words that occur nowhere
    cases.append(("wrong canonical (Arabic, occurs nowhere)", "verify_factcheck.py", "--items", c3b, "c3b.jsonl",
                  "canonical occurs nowhere", t["id"]))

    failures = 0
    with tempfile.TemporaryDirectory(dir=HERE, prefix="selftest-") as tmp:
        for name, script, flag, items, fname, expect, iid in cases:
            path = os.path.join(tmp, fname)
            save(items, path)
            rc, out = run(script, flag, path)
            if expect is None:
                ok = rc == 0
                verdict = "passes" if ok else f"FAILS (rc {rc})"
            else:
                hit = any(line.strip().startswith(f"{iid}:") and expect in line for line in out.splitlines())
                ok = rc != 0 and hit
                verdict = f"rejected ({iid}: {expect})" if ok else f"NOT CAUGHT (rc {rc}, {iid})"
            print(f"{'ok ' if ok else 'BAD'} {name}: {script} {verdict}")
            failures += not ok
    print(f"\n{len(cases) - failures}/{len(cases)} self-test cases behave as expected")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
