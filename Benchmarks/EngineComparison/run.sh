#!/usr/bin/env bash
# Yoga and Taffy on the shapes of LayoutBenchmarks, for issue #16's comparison table: the layout
# call alone, cold and again with nothing changed, in nanoseconds per node (medians). Easel's side
# is `swift package benchmark --target LayoutBenchmarks` ("Layout pass only" for the layout call,
# the others for the whole job). Needs python3-venv and g++; sets up its own environment in
# .build/engine-comparison (PyPI's stretchable binds Taffy; pyyoga ships Yoga's C++ library).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$here/../.build/engine-comparison"
mkdir -p "$work"
if [ ! -x "$work/venv/bin/python" ]; then
    python3 -m venv "$work/venv"
    "$work/venv/bin/pip" install --quiet stretchable==1.1.8 pyyoga==0.1.0
fi
packages="$("$work/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
g++ -O2 -std=c++20 "$here/yoga_shapes.cpp" -I"$packages/include" -L"$packages/lib64" -lyogacore -o "$work/yoga_shapes"
printf 'engine\tshape\tnodes\tcold ns/node\tclean ns/node\n'
"$work/yoga_shapes"
"$work/venv/bin/python" "$here/taffy_shapes.py"
