#!/usr/bin/env python3
"""Self-test of the verifiers: corrupts copies of questions.jsonl and claims.jsonl in three ways
(a wrong ref, an absent_check term that does occur, a wrong canonical) and shows that
verify.py / verify_factcheck.py fail on every corrupted copy, and pass on the clean copies.

    python3 selftest.py          # exit 0 when every corruption is caught and the clean files pass

The copies are written to a temporary directory under Tests/LibraryEval/fresh10 and removed afterwards; the
real files are never modified.
"""
import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
QUESTIONS = os.path.join(HERE, "questions.jsonl")
CLAIMS = os.path.join(HERE, "claims.jsonl")


def load(path):
    return [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]


def save(items, path):
    with open(path, "w", encoding="utf-8") as f:
        for it in items:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")


def run(kind, path):
    if kind == "questions":
        cmd = [sys.executable, os.path.join(HERE, "verify.py"), "--questions", path]
    else:
        cmd = [sys.executable, os.path.join(HERE, "verify_factcheck.py"), "--items", path]
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def other_ref(refs, pool):
    """An existing passage id that is not among `refs` (taken from another item)."""
    for r in pool:
        if r not in refs:
            return r
    raise SystemExit("no substitute ref found")


def corruptions():
    qs, cs = load(QUESTIONS), load(CLAIMS)
    q_pool = [r for q in qs for r in q["refs"]]
    c_pool = [r for c in cs for r in c["refs"]]
    out = []

    # 1. A wrong ref.
    #  a) questions: one stored ref of an answerable question replaced by another passage
    q = copy.deepcopy(qs)
    i = next(n for n, x in enumerate(q) if x["answerable"] and len(x["refs"]) >= 2)
    bad = other_ref(q[i]["refs"], reversed(q_pool))
    q[i]["refs"] = sorted(set(q[i]["refs"][1:] + [bad]))
    out.append(("wrong ref (stored refs of %s)" % q[i]["id"], "questions", q, "refs differ from expansion"))
    #  b) questions: an explicit accept ref that does not exist
    q = copy.deepcopy(qs)
    i = next(n for n, x in enumerate(q) if any("ref" in a for a in x["accept"]))
    j = next(k for k, a in enumerate(q[i]["accept"]) if "ref" in a)
    q[i]["accept"][j] = {"ref": "quran:115:1"}
    out.append(("wrong ref (accept of %s points to quran:115:1)" % q[i]["id"], "questions", q, "unknown ref"))
    #  c) claims: the stored ref of an authentic Arabic claim replaced by another passage
    c = copy.deepcopy(cs)
    i = next(n for n, x in enumerate(c) if x["lang"] == "ar" and x["verdict"] == "authentic")
    c[i]["refs"] = [other_ref(c[i]["refs"], reversed(c_pool))]
    out.append(("wrong ref (stored refs of %s)" % c[i]["id"], "claims", c, "refs out of date"))
    #  d) claims: a misattribution whose claimed source is the real one
    c = copy.deepcopy(cs)
    i = next(n for n, x in enumerate(c) if x["lang"] == "ar" and x.get("claimed") in ("bukhari", "muslim"))
    c[i]["claimed"] = c[i]["refs"][0].split(":")[0]
    out.append(("wrong claimed source (%s claims the book that holds it)" % c[i]["id"], "claims", c, "does hold it"))

    # 2. An absent_check term that does occur.
    q = copy.deepcopy(qs)
    i = next(n for n, x in enumerate(q) if not x["answerable"])
    q[i]["absent_check"] = q[i]["absent_check"] + ["الصلاه"]
    out.append(("absent_check term that occurs (%s)" % q[i]["id"], "questions", q, "absent_check term 'الصلاه' occurs"))
    c = copy.deepcopy(cs)
    i = next(n for n, x in enumerate(c) if x["lang"] == "en" and x["verdict"] == "not_found")
    c[i]["absent_check"] = c[i]["absent_check"] + ["الجنه"]
    out.append(("absent_check term that occurs (%s)" % c[i]["id"], "claims", c, "absent_check term 'الجنه' occurs"))

    # 3. A wrong canonical.
    #  a) Arabic altered: canonical replaced by words that occur nowhere
    c = copy.deepcopy(cs)
    i = next(n for n, x in enumerate(c) if x["lang"] == "ar" and x["verdict"] == "altered")
    c[i]["canonical"] = c[i]["canonical"] + " ابدا"
    out.append(("wrong canonical, occurs nowhere (%s)" % c[i]["id"], "claims", c, "canonical occurs nowhere"))
    #  b) Arabic altered: canonical replaced by the altered quote itself
    c = copy.deepcopy(cs)
    i = [n for n, x in enumerate(c) if x["lang"] == "ar" and x["verdict"] == "altered"][1]
    from verify_factcheck import norm  # noqa: E402
    c[i]["canonical"] = norm(c[i]["quote"])
    out.append(("wrong canonical = the altered wording (%s)" % c[i]["id"], "claims", c, "canonical occurs nowhere"))
    #  c) Arabic altered: canonical replaced by a real but different passage (refs kept)
    c = copy.deepcopy(cs)
    i = [n for n, x in enumerate(c) if x["lang"] == "ar" and x["verdict"] == "altered"][2]
    c[i]["canonical"] = "قل اعوذ برب الفلق"
    out.append(("wrong canonical, another passage (%s)" % c[i]["id"], "claims", c, "refs out of date"))
    #  d) English altered: canonical not normalised / elsewhere than its refs
    c = copy.deepcopy(cs)
    i = next(n for n, x in enumerate(c) if x["lang"] == "en" and x["verdict"] == "altered")
    c[i]["canonical"] = "قل اعوذ برب الفلق"
    out.append(("wrong canonical, English item (%s)" % c[i]["id"], "claims", c, "canonical occurs only outside the refs"))
    return out


def main():
    sys.path.insert(0, HERE)
    tmp = tempfile.mkdtemp(prefix="selftest-", dir=HERE)
    failures = 0
    try:
        for kind, path in (("questions", QUESTIONS), ("claims", CLAIMS)):
            dst = os.path.join(tmp, "clean-" + os.path.basename(path))
            shutil.copy(path, dst)
            rc, out = run(kind, dst)
            ok = rc == 0
            failures += not ok
            print(f"{'ok ' if ok else 'BAD'} clean copy of {os.path.basename(path)}: exit {rc} (expected 0)")
        for n, (label, kind, items, expect) in enumerate(corruptions(), 1):
            dst = os.path.join(tmp, f"corrupt{n}-{kind}.jsonl")
            save(items, dst)
            rc, out = run(kind, dst)
            caught = rc == 1 and expect in out
            failures += not caught
            msg = next((line.strip() for line in out.splitlines() if expect in line), "")
            print(f"{'ok ' if caught else 'BAD'} {label}: exit {rc} (expected 1); {msg[:150]}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("\nselftest: " + ("every corruption caught, clean files pass" if not failures
                            else f"{failures} check(s) did not behave as expected"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
