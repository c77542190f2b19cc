"""Taffy (through PyPI's `stretchable`) on the shapes of Easel's LayoutBenchmarks, for the table
issue #16 asks for: the layout call alone, cold (a freshly built tree) and again with nothing
changed. Run by `run.sh`; medians of SAMPLES runs, in nanoseconds per node.

Only the call into Rust (`taffylib.node_compute_layout_with_measure`) is timed: `compute_layout`
then copies every node's layout into Python objects, which costs some 10 µs a node and is no part
of Taffy's layout."""
import statistics
import time

from stretchable import Node, Style, taffylib
from stretchable.context import taffy
from stretchable.style.geometry.size import SizeAvailableSpace
from stretchable.style import AlignItems, AlignSelf, FlexDirection

SAMPLES = 20

# Styles are made once and shared: making a `Style` costs stretchable some 0.7 ms in Python.
FILL = Style(flex_grow=1, flex_shrink=1, flex_basis=0)   # a colour fills what it is offered
ROW = Style(flex_grow=1, flex_shrink=1, flex_basis=0, flex_direction=FlexDirection.ROW)
COLUMN = Style(flex_grow=1, flex_shrink=1, flex_basis=0, flex_direction=FlexDirection.COLUMN)
CANVAS_COLUMN = Style(flex_direction=FlexDirection.COLUMN, size=(390, 844))
CANVAS = Style(size=(390, 844))
ONE_POINT_ROW = Style(size=(None, 1))
CARD = Style(flex_direction=FlexDirection.ROW, padding=8, gap=8)
IMAGE = Style(size=(44, 44))
TEXTS = Style(flex_direction=FlexDirection.COLUMN, align_items=AlignItems.START)
TITLE = Style(size=(None, 17), align_self=AlignSelf.STRETCH)
SUBTITLE = Style(size=(120, 13))
SPACER = Style(flex_grow=1)


def leaf():
    return Node(style=FILL)


def flat():
    return Node(*[Node(style=ONE_POINT_ROW) for _ in range(10_000)], style=CANVAS_COLUMN)


def nested(level, fanouts):
    if level == len(fanouts):
        return leaf()
    children = [nested(level + 1, fanouts) for _ in range(fanouts[level])]
    return Node(*children, style=ROW if level % 2 == 0 else COLUMN)


def rooted(child):
    return Node(child, style=CANVAS)


def cards():
    def card():
        texts = Node(Node(style=TITLE), Node(style=SUBTITLE), style=TEXTS)
        return Node(Node(style=IMAGE), texts, Node(style=SPACER), style=CARD)
    return Node(*[card() for _ in range(1_000)], style=CANVAS_COLUMN)


def count(node):
    return 1 + sum(count(child) for child in node)


def unmeasured(*_):
    raise AssertionError("no node here has a measure function")


SHAPES = {
    "flat": flat,
    "nested-depth-8": lambda: rooted(nested(0, [3] * 8)),
    "spine-depth-16": lambda: rooted(nested(0, [1] * 8 + [3] * 8)),
    "cards": cards,
}

for name, build in SHAPES.items():
    cold, clean = [], []
    nodes = 0
    for _ in range(SAMPLES):
        root = build()
        nodes = count(root)
        space = SizeAvailableSpace(390, 844).to_dict()
        start = time.perf_counter_ns()
        taffylib.node_compute_layout_with_measure(taffy._ptr, root._node_id, space, unmeasured)
        middle = time.perf_counter_ns()
        taffylib.node_compute_layout_with_measure(taffy._ptr, root._node_id, space, unmeasured)
        end = time.perf_counter_ns()
        cold.append((middle - start) / nodes)
        clean.append((end - middle) / nodes)
    print(f"taffy\t{name}\t{nodes}\t{statistics.median(cold):.1f}\t{statistics.median(clean):.2f}")
