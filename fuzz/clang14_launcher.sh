#!/bin/sh
# Compiler launcher for the clang fuzz build only: appends -std=c++20 (the last -std wins).
# clang 14 rejects lambdas that capture structured bindings in C++17 mode (a C++20 feature that
# GCC accepts in C++17); src/ops/reflection_pad2d{,_backward}/api.cc use it. Remove this launcher
# once those files capture plain variables instead.
exec "$@" -std=c++20
