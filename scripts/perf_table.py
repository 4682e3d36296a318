#!/usr/bin/env python3
"""Markdown table of Google Benchmark JSON runs of bench/aclnn_bench (one run per thread count).

For every benchmark named .../impl:ours it prints, for each run given, our rate, the ATen rate of
the matching .../impl:aten benchmark of the same run (the fastest .../impl:aten_<how> composition
when there are several), ours / ATen, and ours as a share of the machine's own limit named by the
label "roof=<name>" (BM_Roofline/<name> of the same run; "copy" uses the triad, "sgemm" the
library's GEMM seam on a 2048^3 fp32 problem, "bf16gemm" the same seam on bf16). Rates are GB/s, or GFLOP/s for FLOP-counted benchmarks.
The header names the CPU, the SIMD target, the threads and the BLAS under ATen, from the runs'
context.

usage: scripts/perf_table.py run-2threads.json [run-1thread.json ...] > table.md
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


def load(path):
    """Context and {name: run}. With repetitions (scripts/bench.sh runs them randomly interleaved)
    the run kept for a name is its median-rate repetition (the lower middle one for an even count),
    so every rate of a row comes from one real measurement."""
    data = json.load(open(path))
    reps = {}
    for b in data["benchmarks"]:
        name = re.sub(r"/(real_time|min_time:[0-9.]+|iterations:[0-9]+|repeats:[0-9]+)", "", b["name"])
        if b.get("error_occurred"):
            reps[name] = None
        elif b.get("run_type") != "aggregate" and reps.get(name, []) is not None:
            reps.setdefault(name, []).append(b)
    benches = {}
    for name, runs in reps.items():
        if runs is None:
            benches[name] = None
        else:
            runs.sort(key=lambda b: rate(b)[0] or 0.0)
            benches[name] = runs[(len(runs) - 1) // 2]
    ctx = data.get("context", {})
    ctx["repetitions"] = max([len(r) for r in reps.values() if r] or [1])
    return ctx, benches


def cells(benches, name):
    """ours, ATen, ours/ATen, ours/limit for one benchmark of one run."""
    b = benches.get(name + "/impl:ours")
    if b is None:
        return ["–"] * 4, None
    ours, unit = rate(b)
    cands = {k: v for k, v in benches.items() if k.startswith(name + "/impl:aten")}
    valid = {k: v for k, v in cands.items() if v is not None}
    if not cands:
        aten_s, ratio_s = "–", "–"
    elif not valid:
        aten_s, ratio_s = "n/a", "–"
    else:
        best = max(valid, key=lambda k: rate(valid[k])[0])
        aten, _ = rate(valid[best])
        how = best.split("/impl:")[1]
        aten_s = "%.2f" % aten + ("" if how == "aten" else " (%s)" % how[5:])
        ratio_s = "**%.2fx**" % (ours / aten) if ours < aten else "%.2fx" % (ours / aten)
    m = re.search(r"roof=(\w+)", b.get("label", ""))
    roof_name, rr_s = None, "–"
    if m:
        roof_name = {"copy": "triad"}.get(m.group(1), m.group(1))
        rb = benches.get("BM_Roofline/" + roof_name)
        if roof_name == "sgemm":
            rb = benches.get("BM_Sgemm/fp32:2048/impl:ours")
        elif roof_name == "bf16gemm":
            rb = benches.get("BM_Gemm/bf16:2048/impl:ours")
        if rb:
            rr_s = "%.0f%%" % (100.0 * ours / rate(rb)[0])
    return ["%.2f %s" % (ours, unit), aten_s, ratio_s, rr_s], roof_name


def main():
    runs = [load(p) for p in sys.argv[1:]]
    ctx0 = runs[0][0]
    threads = [c.get("threads", "?") for c, _ in runs]
    print("CPU: %s (%s; %s logical CPUs, %s MHz as reported); library SIMD target: %s; threads: %s." %
          (ctx0.get("cpu_model", "?"), ctx0.get("cpu_features", "?"), ctx0.get("num_cpus", "?"), ctx0.get("mhz_per_cpu", "?"),
           ctx0.get("simd_target", "?"), " and ".join(threads)))
    print("ATen: libtorch %s; its BLAS: %s; OPENBLAS_CORETYPE %s." %
          (ctx0.get("aten", "?"), ctx0.get("aten_blas", "?"), ctx0.get("openblas_coretype_env", "?")))
    n = ctx0.get("repetitions", 1)
    if n > 1:
        print("Each rate is the median of %d repetitions, randomly interleaved with those of every other "
              "benchmark of the run." % n)
    print("Ratios compare ours and ATen within one run; **bold** marks ours below ATen.")
    print()
    head = "| benchmark | limit |"
    rule = "|---|---|"
    for t in threads:
        head += " ours (%sT) | ATen (%sT) | ours/ATen (%sT) | ours/limit (%sT) |" % (t, t, t, t)
        rule += "---|---|---|---|"
    print(head)
    print(rule)
    names, order = [], {}
    for _, benches in runs:
        for k, b in benches.items():
            if k.endswith("/impl:ours") and k[: -len("/impl:ours")] not in names:
                names.append(k[: -len("/impl:ours")])
                order[names[-1]] = (b or {}).get("family_index", len(names))
    names.sort(key=lambda n: order[n])  # registration order (interleaved runs store them shuffled)
    for name in names:
        row, roof = [], None
        for _, benches in runs:
            c, r = cells(benches, name)
            row += c
            roof = roof or r
        print("| %s | %s | %s |" % (name, roof or "–", " | ".join(row)))
    print()
    for (ctx, benches), t in zip(runs, threads):
        parts = []
        for name in ("BM_Roofline/triad", "BM_Roofline/read", "BM_Roofline/lookup16", "BM_Roofline/fma", "BM_Roofline/bf16dot", "BM_Sgemm/fp32:2048/impl:ours",
                     "BM_Sgemm/fp32:2048/impl:openblas", "BM_Gemm/bf16:2048/impl:ours", "BM_Gemm/bf16:2048/impl:aten"):
            b = benches.get(name)
            if b:
                r, u = rate(b)
                label = (name.replace("BM_Roofline/", "").replace("BM_Sgemm/fp32:2048/impl:", "sgemm 2048 ")
                         .replace("BM_Gemm/bf16:2048/impl:", "bf16 gemm 2048 "))
                parts.append("%s %.1f %s" % (label, r, u))
        print("- limits, %s thread(s): %s" % (t, "; ".join(parts)))


if __name__ == "__main__":
    main()
