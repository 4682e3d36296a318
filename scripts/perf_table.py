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
    if "GFLOP/s" in b:  # GEMM-bound benchmarks report FLOP rates
        return b["GFLOP/s"], "GFLOP/s"
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
        # ATen: .../impl:aten, or the fastest of several compositions .../impl:aten_<how>.
        cands = {k: v for k, v in benches.items() if k.startswith(base + "/impl:aten")}
        valid = {k: v for k, v in cands.items() if v is not None}
        if not cands:
            aten_s, ratio_s = "–", "–"
        elif not valid:
            aten_s, ratio_s = "n/a (no CPU kernel)", "–"
        else:
            best = max(valid, key=lambda k: rate(valid[k])[0])
            aten, _ = rate(valid[best])
            how = best.split("/impl:")[1]
            aten_s = "%.2f %s" % (aten, unit) + ("" if how == "aten" else " (%s)" % how[5:])
            ratio_s = "%.2fx" % (ours / aten)
        m = re.search(r"roof=(\w+)", b.get("label", ""))
        roof_s, rr_s = "–", "–"
        if m:
            roof_name = {"copy": "triad"}.get(m.group(1), m.group(1))
            rb = benches.get("BM_Roofline/" + roof_name)
            if roof_name == "sgemm":  # the library's own GEMM on a large square problem
                rb = benches.get("BM_Sgemm/fp32:2048/impl:ours")
            if rb:
                roof, runit = rate(rb)
                roof_s = "%s %.1f %s" % (roof_name, roof, runit)
                rr_s = "%.0f%%" % (100.0 * ours / roof)
        print("| %s | %.2f %s | %s | %s | %s | %s |" % (base, ours, unit, aten_s, ratio_s, roof_s, rr_s))
    print()
    for name in sorted(benches):
        if name.startswith("BM_Roofline/") and benches[name]:
            r, u = rate(benches[name])
            print("- %s: %.1f %s (%s)" % (name, r, u, benches[name].get("label", "")))


if __name__ == "__main__":
    main()
