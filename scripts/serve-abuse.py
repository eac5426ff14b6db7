#!/usr/bin/env python3
"""Measures how `shamelagpt serve` copes with oversized request heads (docs/DECISIONS.md, "Hardening").

    scripts/serve-abuse.py PORT [SIZE_KB ...]

For each size: four clients each send a request whose one header is SIZE_KB long and then go
away; meanwhile /api/health is asked every 100 ms for 10 s. Prints, per size, the status the
abusive clients got (if any), the health latencies (max, p50) and failures, and whether the
server still answers 5 s later. Loopback only; it stops by itself.
"""
import socket
import statistics
import sys
import threading
import time

HOST = "127.0.0.1"


def health(port, timeout=5.0):
    start = time.monotonic()
    try:
        with socket.create_connection((HOST, port), timeout=timeout) as s:
            s.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            data = b""
            while b"\r\n\r\n" not in data:
                chunk = s.recv(4096)
                if not chunk:
                    break
                data += chunk
        ok = data.startswith(b"HTTP/1.1 200")
    except OSError:
        ok = False
    return ok, (time.monotonic() - start) * 1000


def abuse(port, size_kb, results):
    try:
        with socket.create_connection((HOST, port), timeout=10) as s:
            head = b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (size_kb * 1024) + b"\r\n\r\n"
            try:
                s.sendall(head)
            except OSError:
                pass
            try:
                s.settimeout(2)
                reply = s.recv(64)
                results.append(reply.split(b"\r\n")[0].decode(errors="replace") or "closed")
            except OSError as e:
                results.append(type(e).__name__)
    except OSError as e:
        results.append(type(e).__name__)


def main():
    port = int(sys.argv[1])
    sizes = [int(a) for a in sys.argv[2:]] or [20, 100, 1024]
    for size in sizes:
        replies = []
        threads = [threading.Thread(target=abuse, args=(port, size, replies)) for _ in range(4)]
        for t in threads:
            t.start()
        latencies, failures = [], 0
        end = time.monotonic() + 10
        while time.monotonic() < end:
            ok, ms = health(port)
            latencies.append(ms)
            failures += 0 if ok else 1
            time.sleep(0.1)
        for t in threads:
            t.join()
        time.sleep(5)
        alive, ms_after = health(port)
        print(f"{size} KB header x4: replies {sorted(set(replies))}; health max {max(latencies):.0f} ms, "
              f"p50 {statistics.median(latencies):.1f} ms, {failures}/{len(latencies)} failed; "
              f"5 s later {'answers' if alive else 'DOES NOT ANSWER'} ({ms_after:.0f} ms)", flush=True)


if __name__ == "__main__":
    main()
