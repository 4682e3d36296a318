#!/usr/bin/env python3
"""Checks the failure boundary (src/core/boundary.h): every exported C function defined under src/
(acl*, aclnn*) is a function-try-block, so nothing thrown inside can leave the library.

Usage: check_boundary.py <source root>. Prints each offender and exits 1 when there is one."""
import pathlib
import re
import sys

# A definition of an exported function: at the start of a line (or after extern "C"), a return type,
# a name starting with acl, a parameter list, then the body's brace.
DEF = re.compile(r'^(?:extern "C"\s+)?[A-Za-z_][\w\s\*]*?\b(acl\w+)\s*\(([^;{}]*?)\)\s*(try\s*)?\{', re.M | re.S)


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
    for b in bad:
        print(b)
    print(f"{seen} exported definitions, {len(bad)} without the failure boundary")
    return 1 if bad or seen == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
