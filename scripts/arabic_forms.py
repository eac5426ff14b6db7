"""Arabic normalisation and the surface forms of a glossary term, as the app makes them
(Sources/Domain/ArabicNormalizer.swift, Sources/Library/ArabicForms.swift), for
scripts/check-vocabulary.
"""
import re
import unicodedata


# --- normalisation (Sources/Domain/ArabicNormalizer.swift) ---------------------------------
_REMOVED = re.compile("[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640"
                      "\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u200B-\u200D\uFEFF]")
_MAP = str.maketrans({"\u0622": "\u0627", "\u0623": "\u0627", "\u0625": "\u0627", "\u0671": "\u0627",
                      "\u0649": "\u064A", "\u06CC": "\u064A", "\u0629": "\u0647", "\u06A9": "\u0643"})
_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


def normalize(text):
    return _REMOVED.sub("", unicodedata.normalize("NFKC", text or "")).translate(_MAP).lower()


def tokens(text):
    return _TOKEN.findall(normalize(text))


# --- surface forms (Sources/Library/ArabicForms.swift) -------------------------------------
PREFIXES = ["", "و", "ف", "ب", "ل", "ك", "ال", "وال", "فال", "بال", "كال", "لل", "ولل", "فلل",
            "وب", "فب", "ول", "فل", "وك", "وبال", "فبال", "وكال"]
SUFFIXES = ["", "ه", "ها", "هم", "هما", "هن", "كم", "كما", "كن", "نا", "ي", "ك", "ني",
            "ات", "ون", "ين", "ان", "وا", "ا"]
PRONOUNS = ["", "ه", "ها", "هم", "هما", "هن", "كم", "كن", "نا", "ي", "ك"]
DEFINITE = ["ال", "وال", "فال", "بال", "كال", "لل", "ولل", "فلل", "وبال", "فبال"]


def phrase_variants(phrase):
    first, rest = phrase[0], tuple(phrase[1:])
    heads = [first]
    if first.startswith("ال"):
        heads += [p + first for p in ["و", "ف", "ب", "ك"]] + ["لل" + first[2:]]
    else:
        heads += [p + first for p in ["و", "ف", "ب"]]
    return [(h,) + rest for h in heads]


def base(tok):
    for p, rest in [("وبال", 4), ("فبال", 4), ("وال", 4), ("فال", 4), ("ولل", 4), ("فلل", 4),
                    ("بال", 3), ("كال", 3), ("لل", 3), ("ال", 3)]:
        if tok.startswith(p) and len(tok) - len(p) >= rest:
            return tok[len(p):]
    return tok


def forms(b):
    stems = [(b, SUFFIXES)]
    if b.endswith("ه") and len(b) >= 3:
        root = b[:-1]
        stems = [(b, [""]), (root + "ت", PRONOUNS[1:]), (root + "ات", PRONOUNS)]
    return {p + stem + s for stem, ends in stems for s in ends for p in PREFIXES}


def definite_forms(b):
    return {p + b for p in DEFINITE}


def expand(form):
    """(set of single-word surface forms, phrase token tuple or None) for one glossary form."""
    definite = form.startswith("=")
    toks = tokens(form[1:] if definite else form)
    if len(toks) == 1:
        b = base(toks[0])
        return (definite_forms(b) if definite else forms(b)), None
    if len(toks) > 1:
        return set(), tuple(toks)
    return set(), None
