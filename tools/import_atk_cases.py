#!/usr/bin/env python3
"""Turns an upstream ATK case list (JSON) into this project's conformance case format.

Usage: tools/import_atk_cases.py ATK_JSON OUT_JSON [--rename FROM=TO ...]

--rename gives an upstream input another name in our file: some lists name a tensor after the
PyTorch argument ("input") where the aclnn API says "self" (--rename input=self).

Our format (one file per operator, read by tests/support/cases.h):
  {"op": "GeluBackwardV2", "origin": "upstream ATK system-test list", "cases": [
     {"id": 0,
      "tensors": {"gradOutput": {"dtype": "bf16", "shape": [1], "fill": {"uniform": [-1, 1]}},
                  "self": {"dtype": "bf16", "shape": [1], "fill": {"const": "nan"}}},
      "attrs": {"approximate": "none"},
      "scalars": {"value": {"dtype": "fp64", "fill": {"const": 2}}}}]}
fill is one of {"uniform": [lo, hi]}, {"const": number | "inf" | "-inf" | "nan"},
{"normal": {"mean": [lo, hi], "std": [lo, hi]}}, {"choice": [v, ...]} (each element one of the values). Optional tensors absent from a case are omitted;
attributes that repeat (padding) become lists. Scalar inputs (aclScalar arguments) go to "scalars",
with the scalar's dtype and a fill like a tensor's (one value drawn from it); cases without
scalars omit the key.
Booleans (also inside lists) become 0/1 and one-element
lists inside an attribute list their element (kernelSize [[3], [3]] -> [3, 3]).
"""
import json
import sys


def fill_of(rv):
    if isinstance(rv, dict):
        if rv.get("name") == "nd":
            return {"normal": {"mean": rv.get("mean"), "std": rv.get("std")}}
        raise ValueError("unknown range_values %r" % rv)
    if isinstance(rv, list):
        if len(rv) == 2 and all(isinstance(v, (int, float)) for v in rv):
            return {"uniform": [rv[0], rv[1]]}
        if len(rv) >= 2:  # a list of special values: each element drawn from them
            return {"choice": rv}
        if len(rv) == 1:
            return {"const": rv[0]}
        raise ValueError("unknown range_values %r" % rv)
    return {"const": rv}


def main():
    args = sys.argv[1:]
    rename = {}
    while "--rename" in args:
        i = args.index("--rename")
        old, new = args[i + 1].split("=", 1)
        rename[old] = new
        del args[i:i + 2]
    src, dst = args[0], args[1]
    cases = json.load(open(src))
    op = None
    out = []
    for c in cases:
        op = op or c.get("aclnn_name", "").replace("aclnn", "")
        entry = {"id": c["id"], "tensors": {}, "attrs": {}}
        for inp in c["inputs"]:
            items = inp if isinstance(inp, list) else [inp]
            for it in items:
                name, kind = rename.get(it["name"], it["name"]), it["type"]
                if kind == "tensor":
                    if it.get("shape") is None:
                        continue
                    entry["tensors"][name] = {"dtype": it["dtype"], "shape": it["shape"],
                                              "fill": fill_of(it["range_values"])}
                elif kind == "scalar":
                    entry.setdefault("scalars", {})[name] = {"dtype": it["dtype"],
                                                           "fill": fill_of(it["range_values"])}
                elif kind in ("attr", "attrs", "attr_tuple"):
                    if it["dtype"] == "non_param":
                        entry["attrs"][name] = it["range_values"]
                    elif kind == "attr":
                        entry["attrs"][name] = it["range_values"]
                    else:
                        entry["attrs"].setdefault(name, []).append(it["range_values"])
        for name, v in entry["attrs"].items():
            if isinstance(v, bool):
                entry["attrs"][name] = int(v)
            elif isinstance(v, list):
                v = [e[0] if isinstance(e, list) and len(e) == 1 else e for e in v]
                entry["attrs"][name] = [int(e) if isinstance(e, bool) else e for e in v]
        out.append(entry)
    with open(dst, "w") as f:
        f.write('{"op": %s, "origin": "upstream ATK system-test list", "cases": [\n' % json.dumps(op))
        f.write(",\n".join(json.dumps(e, separators=(",", ":")) for e in out))
        f.write("\n]}\n")


if __name__ == "__main__":
    main()
