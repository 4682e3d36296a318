#!/usr/bin/env python3
"""Checks the failure boundary (src/core/boundary.h): every exported C function defined under src/
(acl*, aclnn*) is a function-try-block, so nothing thrown inside can leave the library.

Exports may also be written through a function-like macro of the same file whose name starts with
ACLNN_ and whose body defines a function (`... params try {` or `... params) {`): each use of such a
macro at the start of a line counts as one exported definition, with the boundary when the macro's
body has `try {` and `catch (...)`.

Usage: check_boundary.py <source root>. Prints each offender and exits 1 when there is one."""
import pathlib
import re
import sys

# A definition of an exported function: at the start of a line (or after extern "C"), a return type,
# a name starting with acl, a parameter list, then the body's brace.
DEF = re.compile(r'^(?:extern "C"\s+)?[A-Za-z_][\w\s\*]*?\b(acl\w+)\s*\(([^;{}]*?)\)\s*(try\s*)?\{', re.M | re.S)
# A function-like macro (continuation lines included) and the body of one.
MACRO = re.compile(r'^#define\s+(ACLNN_\w+)\(([^)]*)\)((?:[^\n]*\\\n)*[^\n]*)', re.M)


def macro_args(text: str, pos: int) -> list:
    """The top-level, comma-separated arguments of the macro use whose "(" ends just before pos."""
    args, depth, cur = [], 0, ""
    for ch in text[pos:]:
        if ch == ")" and depth == 0:
            break
        if ch == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
            continue
        depth += (ch == "(") - (ch == ")")
        cur += ch
    return args + [cur.strip()]


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    bad, seen = [], 0
    for path in sorted((root / "src").rglob("*.cc")):
        text = path.read_text()
        if 'extern "C"' not in text:
            continue
        for m in DEF.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            head = text[m.start():m.end()]
            if head.lstrip().startswith(("return", "if", "else", "for", "while", "switch")):
                continue
            seen += 1
            if not m.group(3):
                bad.append(f"{path.relative_to(root)}:{line}: {m.group(1)} is not a function-try-block")
        for mac in MACRO.finditer(text):
            params = [p.strip() for p in mac.group(2).split(",")]
            body = mac.group(3)
            # A macro that defines a function: a parameter `name` followed by a parameter list.
            if "name" not in params or not re.search(r'\bname\s*(?:\(|\w+\s*(?:try\s*)?\{)', body):
                continue
            guarded = re.search(r'\btry\s*\{', body) and "catch (...)" in body
            for use in re.finditer(r'^' + mac.group(1) + r'\(', text, re.M):
                line = text.count("\n", 0, use.start()) + 1
                name = macro_args(text, use.end())[params.index("name")]
                seen += 1
                if not guarded:
                    bad.append(f"{path.relative_to(root)}:{line}: {name} ({mac.group(1)}) is not a function-try-block")
    for b in bad:
        print(b)
    print(f"{seen} exported definitions, {len(bad)} without the failure boundary")
    return 1 if bad or seen == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
