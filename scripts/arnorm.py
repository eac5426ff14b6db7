"""Arabic normalisation shared by the hadith-data scripts (stdlib only)."""
import re
import unicodedata

_HARAKAT = re.compile("[\u064B-\u065F\u0670\u0610-\u061A\u06D6-\u06ED\u0640]")
_ALEF = str.maketrans({"\u0622": "\u0627", "\u0623": "\u0627", "\u0625": "\u0627", "\u0671": "\u0627",
                       "\u0649": "\u064A", "\u0629": "\u0647"})
_NONWORD = re.compile(r"[^\w\s]|_|\d", re.UNICODE)


def normalize(text: str) -> str:
    t = unicodedata.normalize("NFKC", text or "")
    t = _HARAKAT.sub("", t)
    t = t.translate(_ALEF)
    t = _NONWORD.sub(" ", t)
    return " ".join(t.split())
