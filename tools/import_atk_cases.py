#!/usr/bin/env python3
"""Turns an upstream ATK case list (JSON) into this project's conformance case format.

Usage: tools/import_atk_cases.py ATK_JSON OUT_JSON [--rename FROM=TO ...] [--names N1,N2,...]
                                 [--max-elems N]

--rename gives an upstream input another name in our file: some lists name a tensor after the
PyTorch argument ("input") where the aclnn API says "self" (--rename input=self).
--names names the inputs by position instead (one name per upstream input, in order; "-" keeps
the upstream name): lists whose inputs are unnamed ("" or null) or named after PyTorch
(aclnnAddV3's scalar "input" is aclnn's self) get the aclnn parameter names.
--max-elems scales down cases of elementwise operators: when the broadcast of a case's tensors
has more than N elements, its largest dims are halved (rounding up, never below 2) until it fits,
and each tensor takes the new size wherever it had the broadcast's size (its dims of 1 stay 1),
so ranks and the broadcast pattern survive. A scaled tensor keeps the upstream shape in
"atk_shape" and the file records the bound as "max_elems". Tensors that do not broadcast against
each other are scaled one by one the same way.

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
Value ranges: booleans become 0/1 ([true, false] draws each element from {0, 1}); an unspecified
range ("null") becomes uniform [-10, 10]; a list of special values (["-inf", "inf"], ["nan"]) draws
each element from them.
Attribute booleans (also inside lists) become 0/1 and one-element
lists inside an attribute list their element (kernelSize [[3], [3]] -> [3, 3]). A scalar integer
attribute drawn from a range ({"type": "attr", "dtype": "int", "range_values": [lo, hi]}, e.g.
DivMod's mode) becomes a one-element list holding the range ("mode": [[0, 3]]), which the
loader reads as a list attribute drawn from a range.
"""
import json
import sys


DEFAULT_RANGE = [-10, 10]  # what an unspecified range ("null") becomes


def fill_of(rv):
    if rv == "null" or rv == ["null"] or rv is None:
        return {"uniform": list(DEFAULT_RANGE)}
    if isinstance(rv, bool):
        return {"const": int(rv)}
    if isinstance(rv, list) and rv and all(isinstance(v, bool) for v in rv):
        vals = sorted(set(int(v) for v in rv))
        return {"choice": vals} if len(vals) > 1 else {"const": vals[0]}
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


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def broadcast(shapes):
    """The broadcast shape of `shapes` (right-aligned), or None when they do not broadcast."""
    rank = max(len(s) for s in shapes)
    out = [1] * rank
    for s in shapes:
        for k, d in enumerate(s):
            i = rank - len(s) + k
            if d == 1:
                continue
            if out[i] == 1:
                out[i] = d
            elif out[i] != d:
                return None
    return out


def shrink(shape, max_elems):
    """Halves the largest dims of `shape` (rounding up) until it has at most max_elems elements;
    a dim of 2 or more never drops below 2, a dim of 1 stays 1."""
    new = list(shape)
    floor = [min(d, 2) for d in shape]
    while numel(new) > max_elems:
        big = max((i for i in range(len(new)) if new[i] > floor[i]), key=lambda i: new[i], default=None)
        if big is None:
            break
        new[big] = max(floor[big], (new[big] + 1) // 2)
    return new


def scale_down(tensors, max_elems):
    """Scales the tensors of one case (dict name -> entry) in place; see --max-elems."""
    if not tensors:
        return
    shapes = [t["shape"] for t in tensors.values()]
    groups = [list(tensors)] if broadcast(shapes) is not None else [[n] for n in tensors]
    for names in groups:
        big = broadcast([tensors[n]["shape"] for n in names])
        if numel(big) <= max_elems:
            continue
        small = shrink(big, max_elems)
        for n in names:
            s = tensors[n]["shape"]
            off = len(big) - len(s)
            new = [1 if d == 1 else small[off + k] for k, d in enumerate(s)]
            if new != s:
                tensors[n]["atk_shape"] = s
                tensors[n]["shape"] = new


def main():
    args = sys.argv[1:]
    rename = {}
    while "--rename" in args:
        i = args.index("--rename")
        old, new = args[i + 1].split("=", 1)
        rename[old] = new
        del args[i:i + 2]
    names = None
    if "--names" in args:
        i = args.index("--names")
        names = args[i + 1].split(",")
        del args[i:i + 2]
    max_elems = None
    if "--max-elems" in args:
        i = args.index("--max-elems")
        max_elems = int(args[i + 1])
        del args[i:i + 2]
    src, dst = args[0], args[1]
    cases = json.load(open(src))
    op = None
    out = []
    for c in cases:
        op = op or c.get("aclnn_name", "").replace("aclnn", "")
        entry = {"id": c["id"], "tensors": {}, "attrs": {}}
        if names is not None and len(names) != len(c["inputs"]):
            raise ValueError("case %r has %d inputs, --names gives %d" % (c["id"], len(c["inputs"]), len(names)))
        for pos, inp in enumerate(c["inputs"]):
            items = inp if isinstance(inp, list) else [inp]
            for it in items:
                name, kind = rename.get(it["name"], it["name"]), it["type"]
                if names is not None and names[pos] != "-":
                    name = names[pos]
                if kind == "tensor":
                    if it.get("shape") is None:
                        continue
                    entry["tensors"][name] = {"dtype": it["dtype"], "shape": it["shape"],
                                              "fill": fill_of(it["range_values"])}
                elif kind == "scalar":
                    entry.setdefault("scalars", {})[name] = {"dtype": it["dtype"],
                                                           "fill": fill_of(it["range_values"])}
                elif kind in ("attr", "attrs", "attr_tuple"):
                    rv = it["range_values"]
                    if it["dtype"] == "non_param":
                        entry["attrs"][name] = it["range_values"]
                    elif (kind == "attr" and it["dtype"] == "int" and isinstance(rv, list) and len(rv) == 2
                          and all(isinstance(v, int) and not isinstance(v, bool) for v in rv)):
                        entry["attrs"][name] = [rv]  # one value drawn from [lo, hi]
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
        if max_elems is not None:
            scale_down(entry["tensors"], max_elems)
        out.append(entry)
    with open(dst, "w") as f:
        scaled = ', "max_elems": %d' % max_elems if max_elems is not None else ""
        f.write('{"op": %s, "origin": "upstream ATK system-test list"%s, "cases": [\n' % (json.dumps(op), scaled))
        f.write(",\n".join(json.dumps(e, separators=(",", ":")) for e in out))
        f.write("\n]}\n")


if __name__ == "__main__":
    main()
