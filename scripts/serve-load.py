#!/usr/bin/env python3
"""A bounded load test of `shamelagpt serve` on loopback: a room full of people (docs/DECISIONS.md, "Hardening").

    scripts/serve-load BINARY DATA_DIR [--seconds 60] [--clients 200] [--hostile 20] [--json FILE]

Starts `BINARY serve` on a free loopback port with DATA_DIR's library and, for SECONDS:
  * CLIENTS people, each from a loopback address of its own (127.0.1.x), ask different
    questions one after another, reading each answer to the end and pausing 2–8 s between
    questions (reading the answer, typing the next);
  * /api/health is asked every 100 ms from yet another address;
  * HOSTILE clients (127.0.2.x) misbehave all along, in four kinds: 100 KB headers, slowloris
    (one header byte a second), half-closed connections (half a head, then shutdown), oversized
    bodies (10 MB announced, 1 MB sent).
Then one address opens more connections than the per-client limit while another asks for
health, and the server's resident memory is read before, at its peak and after. It prints the
figures and stops by itself (everything is bounded by timeouts). It asserts nothing: it reports.
"""
import argparse
import asyncio
import json
import multiprocessing
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import time

QUESTIONS_EN = [
    "What is patience", "fasting in Ramadan", "the night prayer", "charity to relatives", "honouring parents",
    "intention and deeds", "the best of people", "seeking knowledge", "kindness to animals", "backbiting",
    "the rights of neighbours", "prayer in congregation", "zakat on gold", "the pilgrimage", "repentance",
    "truthfulness", "anger", "gratitude", "mercy", "the month of Ramadan", "forgiveness", "orphans",
    "trust in God", "remembrance of God", "the Friday prayer", "ablution", "modesty", "justice",
    "the Day of Judgement", "paradise", "good character", "visiting the sick", "greeting with peace",
    "the Quran's recitation", "supplication", "the Prophet's night journey", "generosity", "humility",
]
QUESTIONS_AR = [
    "الصبر", "الصيام", "صلاة الليل", "بر الوالدين", "النية", "طلب العلم", "الغيبة", "الجار", "الزكاة",
    "الحج", "التوبة", "الصدق", "الغضب", "الشكر", "الرحمة", "المغفرة", "اليتيم", "التوكل", "الذكر",
    "الجمعة", "الوضوء", "الحياء", "العدل", "الجنة", "حسن الخلق", "عيادة المريض", "السلام", "الدعاء",
]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def hwm_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def pct(values, p):
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


class Stats:
    def __init__(self):
        self.first_chunk_ms = []
        self.total_ms = []
        self.ok = 0
        self.failed = 0
        self.failures = {}
        self.health_ms = []
        self.health_failed = 0
        self.hostile = {}

    def fail(self, why):
        self.failed += 1
        self.failures[why] = self.failures.get(why, 0) + 1


async def ask(port, source, question, stats):
    body = json.dumps({"question": question, "language_preference": "auto"}).encode()
    head = (f"POST /api/guest/chat/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Accept: text/event-stream\r\nContent-Length: {len(body)}\r\n\r\n").encode()
    start = time.monotonic()
    writer = None
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0)), 10)
        writer.write(head + body)
        await writer.drain()
        data = b""
        first = None
        while True:
            chunk = await asyncio.wait_for(reader.read(65536), 30)
            if not chunk:
                break
            data += chunk
            if first is None and b'"type":"chunk"' in data:
                first = time.monotonic()
        if not data.startswith(b"HTTP/1.1 200"):
            stats.fail(data.split(b"\r\n", 1)[0].decode(errors="replace") or "no reply")
        elif b"data: [DONE]" not in data or first is None:
            stats.fail("incomplete stream")
        else:
            stats.ok += 1
            stats.first_chunk_ms.append((first - start) * 1000)
            stats.total_ms.append((time.monotonic() - start) * 1000)
    except Exception as e:  # noqa: BLE001 - every failure is counted, none stops the test
        stats.fail(type(e).__name__)
    finally:
        if writer:
            writer.close()


async def person(i, port, end, stats):
    source = f"127.0.1.{1 + i % 250}" if i < 250 else f"127.0.3.{1 + i % 250}"
    rng = random.Random(i)
    await asyncio.sleep(rng.uniform(0, 3))  # people do not all start typing at once
    n = 0
    while time.monotonic() < end:
        pool = QUESTIONS_AR if (i + n) % 3 == 0 else QUESTIONS_EN
        q = rng.choice(pool)
        if pool is QUESTIONS_EN and rng.random() < 0.5:
            q = f"{q}?" if rng.random() < 0.5 else f"What does Islam say about {q.lower()}"
        await ask(port, source, q, stats)
        n += 1
        await asyncio.sleep(rng.uniform(2, 8))


def health_probe(port, seconds, out):
    """Every 100 ms, in a process of its own: the load generator's busy event loop would
    otherwise add its own delays to the figure."""
    end = time.monotonic() + seconds
    latencies, failed = [], 0
    while time.monotonic() < end:
        start = time.monotonic()
        try:
            s = socket.socket()
            s.bind(("127.0.4.1", 0))
            s.settimeout(5)
            s.connect(("127.0.0.1", port))
            s.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
            data = s.recv(4096)
            s.close()
            if data.startswith(b"HTTP/1.1 200"):
                latencies.append((time.monotonic() - start) * 1000)
            else:
                failed += 1
        except OSError:
            failed += 1
        time.sleep(0.1)
    out.put((latencies, failed))


async def hostile(kind, i, port, end, stats):
    source = f"127.0.2.{1 + i}"
    while time.monotonic() < end:
        writer = None
        outcome = "error"
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0)), 10)
            if kind == "long-header":
                writer.write(b"GET /api/health HTTP/1.1\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n")
            elif kind == "slowloris":
                writer.write(b"GET /api/health HTTP/1.1\r\n")
                while time.monotonic() < end:
                    await writer.drain()
                    writer.write(b"X")
                    await asyncio.sleep(1)
                    if reader.at_eof():
                        break
            elif kind == "half-closed":
                writer.write(b"POST /api/guest/chat/stream HTTP/1.1\r\nContent-Le")
                await writer.drain()
                writer.write_eof()
            elif kind == "oversized-body":
                writer.write(b"POST /api/guest/chat/stream HTTP/1.1\r\nContent-Type: application/json\r\n"
                             b"Content-Length: 10000000\r\n\r\n" + b"x" * 1_000_000)
            try:
                await writer.drain()
            except Exception:  # noqa: BLE001 - the server may stop reading: that is the point
                pass
            reply = await asyncio.wait_for(reader.read(64), 15)
            outcome = reply.split(b"\r\n", 1)[0].decode(errors="replace") or "closed"
        except Exception as e:  # noqa: BLE001
            outcome = type(e).__name__
        finally:
            if writer:
                writer.close()
        key = f"{kind}: {outcome}"
        stats.hostile[key] = stats.hostile.get(key, 0) + 1
        await asyncio.sleep(0.2)


def per_client_check(port, limit):
    """One address holds `limit + 8` half-sent requests; how many were turned away, and does
    another address still get health?"""
    held, refused = [], 0
    for _ in range(limit + 8):
        s = socket.socket()
        s.bind(("127.0.5.1", 0))
        s.settimeout(2)
        s.connect(("127.0.0.1", port))
        s.sendall(b"GET /api/health HTTP/1.1\r\n")
        held.append(s)
    time.sleep(0.5)
    for s in held:
        try:
            s.setblocking(False)
            if s.recv(64).startswith(b"HTTP/1.1 503"):
                refused += 1
        except OSError:
            pass
    other = socket.create_connection(("127.0.0.1", port), timeout=5)
    other.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
    ok = other.recv(64).startswith(b"HTTP/1.1 200")
    other.close()
    for s in held:
        s.close()
    return refused, ok


async def main_async(args, port, pid):
    stats = Stats()
    end = time.monotonic() + args.seconds
    peak = [rss_kb(pid)]

    async def sample():
        while time.monotonic() < end + 5:
            peak[0] = max(peak[0], rss_kb(pid))
            await asyncio.sleep(0.2)

    kinds = ["long-header", "slowloris", "half-closed", "oversized-body"]
    tasks = [asyncio.create_task(person(i, port, end, stats)) for i in range(args.clients)]
    tasks += [asyncio.create_task(hostile(kinds[i % 4], i, port, end, stats)) for i in range(args.hostile)]
    tasks.append(asyncio.create_task(sample()))
    # Everything ends by itself; this bound is only a backstop.
    await asyncio.wait_for(asyncio.gather(*tasks), args.seconds + 90)
    return stats, peak[0]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("binary")
    p.add_argument("data_dir")
    p.add_argument("--seconds", type=float, default=60)
    p.add_argument("--clients", type=int, default=200)
    p.add_argument("--hostile", type=int, default=20)
    p.add_argument("--json")
    args = p.parse_args()
    port = free_port()
    server = subprocess.Popen([args.binary, "serve", "--port", str(port), "--data-dir", args.data_dir],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        time.sleep(1)
        before = rss_kb(server.pid)
        results = multiprocessing.Queue()
        prober = multiprocessing.Process(target=health_probe, args=(port, args.seconds, results))
        prober.start()
        stats, peak = asyncio.run(main_async(args, port, server.pid))
        stats.health_ms, stats.health_failed = results.get(timeout=60)
        prober.join(10)
        time.sleep(5)
        after = rss_kb(server.pid)
        hwm = hwm_kb(server.pid)
        refused, other_ok = per_client_check(port, 32)
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
    result = {
        "clients": args.clients, "hostile": args.hostile, "seconds": args.seconds,
        "answers_ok": stats.ok, "answers_failed": stats.failed, "failures": stats.failures,
        "first_chunk_ms": {"p50": pct(stats.first_chunk_ms, 50), "p90": pct(stats.first_chunk_ms, 90),
                           "p99": pct(stats.first_chunk_ms, 99), "max": max(stats.first_chunk_ms or [0])},
        "answer_ms": {"p50": pct(stats.total_ms, 50), "p99": pct(stats.total_ms, 99)},
        "health_ms": {"count": len(stats.health_ms), "failed": stats.health_failed,
                      "p50": pct(stats.health_ms, 50), "p99": pct(stats.health_ms, 99),
                      "max": max(stats.health_ms or [0])},
        "rss_mb": {"before": before / 1024, "peak": max(peak, hwm) / 1024, "after": after / 1024},
        "hostile_outcomes": stats.hostile,
        "per_client_limit": {"refused_of_40": refused, "other_address_served": other_ok},
    }
    print(json.dumps(result, indent=2, ensure_ascii=False))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=2, ensure_ascii=False)


if __name__ == "__main__":
    main()
