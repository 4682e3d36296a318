#!/usr/bin/env python3
"""Markdown table of one Google Benchmark JSON run of bench/aclnn_bench.

For every benchmark named .../impl:ours it prints our rate, the ATen rate of the matching
.../impl:aten benchmark from the same run, and the machine's own limit named by the label
"roof=<name>" (BM_Roofline/<name>, measured in the same run; "copy" uses the triad).
Rates are bytes/s (GB/s) or, for FLOP-counted benchmarks, items/s (GFLOP/s).

usage: scripts/perf_table.py bench.json > table.md
"""
import json
import re
import sys


def rate(b):
    if "bytes_per_second" in b:
        return b["bytes_per_second"] / 1e9, "GB/s"
    if "items_per_second" in b:
        return b["items_per_second"] / 1e9, "GFLOP/s"
    return None, ""


def main():
    data = json.load(open(sys.argv[1]))
    benches = {}
    for b in data["benchmarks"]:
        if b.get("run_type") == "aggregate" or b.get("error_occurred"):
            if b.get("error_occurred"):
                benches[re.sub(r"/(real_time|min_time:[0-9.]+)", "", b["name"])] = None
            continue
        benches[re.sub(r"/(real_time|min_time:[0-9.]+)", "", b["name"])] = b
    ctx = data.get("context", {})
    print("Machine: %s, %s CPUs at %s MHz; threads per benchmark: see labels." %
          (ctx.get("host_name", "?"), ctx.get("num_cpus", "?"), ctx.get("mhz_per_cpu", "?")))
    print()
    print("| benchmark | ours | ATen | ours / ATen | machine limit (same run) | ours / limit |")
    print("|---|---|---|---|---|---|")
    for name, b in benches.items():
        if not name.endswith("/impl:ours") or b is None:
            continue
        base = name[: -len("/impl:ours")]
        ours, unit = rate(b)
        aten_b = benches.get(base + "/impl:aten", "missing")
        if aten_b == "missing":
            aten_s, ratio_s = "–", "–"
        elif aten_b is None:
            aten_s, ratio_s = "n/a (no CPU kernel)", "–"
        else:
            aten, _ = rate(aten_b)
            aten_s, ratio_s = "%.1f %s" % (aten, unit), "%.2fx" % (ours / aten)
        m = re.search(r"roof=(\w+)", b.get("label", ""))
        roof_s, rr_s = "–", "–"
        if m:
            roof_name = {"copy": "triad"}.get(m.group(1), m.group(1))
            rb = benches.get("BM_Roofline/" + roof_name)
            if rb:
                roof, runit = rate(rb)
                roof_s = "%s %.1f %s" % (roof_name, roof, runit)
                rr_s = "%.0f%%" % (100.0 * ours / roof)
        print("| %s | %.1f %s | %s | %s | %s | %s |" % (base, ours, unit, aten_s, ratio_s, roof_s, rr_s))
    print()
    for name in sorted(benches):
        if name.startswith("BM_Roofline/") and benches[name]:
            r, u = rate(benches[name])
            print("- %s: %.1f %s (%s)" % (name, r, u, benches[name].get("label", "")))


if __name__ == "__main__":
    main()
