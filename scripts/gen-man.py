#!/usr/bin/env python3
"""Writes shamelagpt(1) in roff from the binary's own description of its commands
(`shamelagpt --experimental-dump-help`, swift-argument-parser's ToolInfo JSON), so the manual
cannot drift from the options. Used by scripts/install.
    scripts/gen-man.py BINARY > shamelagpt.1"""
import json
import subprocess
import sys


def roff(text):
    """Text safe for roff: backslashes doubled, a leading dot or quote escaped, dashes kept."""
    text = (text or "").replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(("\\&" + l if l.startswith((".", "'")) else l) for l in text.split("\n"))


def flag_names(arg):
    names = []
    for n in arg.get("names", []):
        names.append(("-" if n["kind"] == "short" else "--") + n["name"])
    return names


def options(args, out):
    shown = [a for a in args if a.get("shouldDisplay", True)]
    for a in shown:
        if a["kind"] == "positional":
            head = "\\fI" + roff(a.get("valueName", "arg")) + "\\fR" + (" ..." if a.get("isRepeating") else "")
        else:
            head = ", ".join("\\fB" + roff(n) + "\\fR" for n in flag_names(a))
            if a["kind"] == "option":
                head += " \\fI" + roff(a.get("valueName", "value")) + "\\fR"
        out.append(".TP")
        out.append(head)
        text = a.get("abstract", "")
        if a.get("defaultValue") and a["kind"] == "option":
            text += " (default: %s)" % a["defaultValue"]
        out.append(roff(text))


def synopsis(path, args):
    parts = ["\\fB" + roff(" ".join(path)) + "\\fR"]
    for a in args:
        if not a.get("shouldDisplay", True):
            continue
        if a["kind"] == "positional":
            s = "\\fI" + roff(a.get("valueName", "arg")) + "\\fR" + (" ..." if a.get("isRepeating") else "")
        else:
            s = "\\fB" + roff(flag_names(a)[0]) + "\\fR"
            if a["kind"] == "option":
                s += " \\fI" + roff(a.get("valueName", "value")) + "\\fR"
        parts.append("[" + s + "]" if a.get("isOptional", a["kind"] != "positional") else s)
    return " ".join(parts)


def command(c, path, out, level):
    subs = [s for s in c.get("subcommands", []) if s.get("shouldDisplay", True) and s["commandName"] != "help"]
    if level > 0:
        out.append(".SS " + roff(" ".join(path)))
        out.append(synopsis(path, c.get("arguments", [])))
        out.append(".PP")
        out.append(roff(c.get("abstract", "")))
        if c.get("discussion"):
            out.append(".PP")
            out.append(roff(c["discussion"]))
        if not subs:
            options(c.get("arguments", []), out)
    for s in subs:
        command(s, path + [s["commandName"]], out, level + 1)


def main():
    info = json.loads(subprocess.run([sys.argv[1], "--experimental-dump-help"], check=True,
                                     capture_output=True, text=True).stdout)
    root = info["command"]
    out = [
        '.TH SHAMELAGPT 1 "" "shamelagpt" "User Commands"',
        ".SH NAME",
        "shamelagpt \\- " + roff(root.get("abstract", "")),
        ".SH SYNOPSIS",
        synopsis(["shamelagpt"], root.get("arguments", [])),
        ".br",
        "\\fBshamelagpt\\fR \\fIcommand\\fR [\\fIoptions\\fR]",
        ".SH DESCRIPTION",
        "Without a command, \\fBshamelagpt\\fR starts the full\\-screen interface: Chat, History and Settings.",
        "Answers come from the offline library (the Qur'an, Sahih al\\-Bukhari and Sahih Muslim, installed on",
        "this computer by \\fBshamelagpt library build\\fR), the ShamelaGPT cloud, or a compatible server.",
        ".PP",
        roff(root.get("discussion", "")),
        ".SH OPTIONS",
    ]
    options(root.get("arguments", []), out)
    out.append(".SH COMMANDS")
    command(root, ["shamelagpt"], out, 0)
    out += [
        ".SH ENVIRONMENT",
        ".TP", "\\fBSHAMELAGPT_SERVER\\fR", "The backend for this run, as \\fB\\-\\-server\\fR.",
        ".TP", "\\fBSHAMELAGPT_LANG\\fR", "The interface language for this run, as \\fB\\-\\-lang\\fR.",
        ".TP", "\\fBSHAMELAGPT_DATA_DIR\\fR", "Keep everything under this directory, as \\fB\\-\\-data\\-dir\\fR.",
        ".TP", "\\fBXDG_DATA_HOME\\fR, \\fBXDG_CONFIG_HOME\\fR, \\fBXDG_STATE_HOME\\fR",
        "Where the data, settings and state go when no data directory is given.",
        ".SH FILES",
        ".TP", "\\fI~/.local/share/shamelagpt/\\fR",
        "Conversations (\\fIconversations.sqlite\\fR) and the offline library (\\fIlibrary/\\fR, its licence",
        "and provenance notices in \\fIlibrary/notices/\\fR).",
        ".TP", "\\fI~/.config/shamelagpt/settings.json\\fR", "Settings.",
        ".TP", "\\fI~/.local/state/shamelagpt/shamelagpt.log\\fR",
        "The log: one line per start, appended; kept in four files of at most 1 MiB",
        "(\\fIshamelagpt.log.1\\fR ... \\fI.3\\fR are the older ones). The program never logs to the terminal.",
        ".PP",
        "With \\fB\\-\\-data\\-dir\\fR \\fIDIR\\fR: \\fIDIR/\\fR, \\fIDIR/config/\\fR and \\fIDIR/state/\\fR.",
        ".SH EXIT STATUS",
        "0 success, 1 error, 2 usage error; \\fBask\\fR also 3 server unreachable, 4 sign\\-in required,",
        "130 interrupted.",
    ]
    print("\n".join(out))


main()
