// Yoga on the shapes of Easel's LayoutBenchmarks, for the table issue #16 asks for: the layout
// call alone (`YGNodeCalculateLayout`), cold (a freshly built tree) and again with nothing
// changed (the same tree, clean). Built and run by `run.sh`; medians of `samples` runs, in
// nanoseconds per node.
#include <yoga/Yoga.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

static YGNodeRef leaf() {
    YGNodeRef node = YGNodeNew();
    YGNodeStyleSetFlexGrow(node, 1);   // a colour fills what it is offered, along both axes
    YGNodeStyleSetFlexShrink(node, 1);
    YGNodeStyleSetFlexBasis(node, 0);
    return node;
}

static int countNodes(YGNodeRef node) {
    int total = 1;
    for (size_t index = 0; index < YGNodeGetChildCount(node); index++) total += countNodes(YGNodeGetChild(node, index));
    return total;
}

// 10,000 rows one point tall in a column.
static YGNodeRef flat() {
    YGNodeRef root = YGNodeNew();
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionColumn);
    for (int index = 0; index < 10000; index++) {
        YGNodeRef row = YGNodeNew();
        YGNodeStyleSetHeight(row, 1);
        YGNodeInsertChild(root, row, index);
    }
    return root;
}

// Rows and columns alternating, `fanouts[level]` children at each level, colours at the bottom.
static YGNodeRef nested(int level, const std::vector<int>& fanouts) {
    if (level == (int)fanouts.size()) return leaf();
    YGNodeRef node = leaf();
    YGNodeStyleSetFlexDirection(node, level % 2 == 0 ? YGFlexDirectionRow : YGFlexDirectionColumn);
    for (int index = 0; index < fanouts[level]; index++) YGNodeInsertChild(node, nested(level + 1, fanouts), index);
    return node;
}

// 1,000 cards: a row padded by 8 holding a 44×44 box, a column of a 17-tall bar and a 120×13
// bar, and a spacer that takes the rest, as `Card` in LayoutBenchmarks.
static YGNodeRef cards() {
    YGNodeRef root = YGNodeNew();
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionColumn);
    for (int index = 0; index < 1000; index++) {
        YGNodeRef card = YGNodeNew();
        YGNodeStyleSetFlexDirection(card, YGFlexDirectionRow);
        YGNodeStyleSetPadding(card, YGEdgeAll, 8);
        YGNodeStyleSetGap(card, YGGutterColumn, 8);
        YGNodeRef image = YGNodeNew();
        YGNodeStyleSetWidth(image, 44);
        YGNodeStyleSetHeight(image, 44);
        YGNodeRef texts = YGNodeNew();
        YGNodeStyleSetFlexDirection(texts, YGFlexDirectionColumn);
        YGNodeStyleSetAlignItems(texts, YGAlignFlexStart);
        YGNodeRef title = YGNodeNew();
        YGNodeStyleSetHeight(title, 17);
        YGNodeStyleSetAlignSelf(title, YGAlignStretch);
        YGNodeRef subtitle = YGNodeNew();
        YGNodeStyleSetWidth(subtitle, 120);
        YGNodeStyleSetHeight(subtitle, 13);
        YGNodeInsertChild(texts, title, 0);
        YGNodeInsertChild(texts, subtitle, 1);
        YGNodeRef spacer = YGNodeNew();
        YGNodeStyleSetFlexGrow(spacer, 1);
        YGNodeInsertChild(card, image, 0);
        YGNodeInsertChild(card, texts, 1);
        YGNodeInsertChild(card, spacer, 2);
        YGNodeInsertChild(root, card, index);
    }
    return root;
}

static double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

int main() {
    const int samples = 50;
    struct Shape { const char* name; std::function<YGNodeRef()> build; };
    std::vector<Shape> shapes = {
        {"flat", flat},
        {"nested-depth-8", [] { return nested(0, std::vector<int>(8, 3)); }},
        {"spine-depth-16", [] { std::vector<int> fanouts(8, 1); fanouts.insert(fanouts.end(), 8, 3); return nested(0, fanouts); }},
        {"cards", cards},
    };
    for (auto& shape : shapes) {
        std::vector<double> cold, clean;
        int nodes = 0;
        for (int sample = 0; sample < samples; sample++) {
            YGNodeRef root = shape.build();
            nodes = countNodes(root);
            auto start = std::chrono::steady_clock::now();
            YGNodeCalculateLayout(root, 390, 844, YGDirectionLTR);
            auto middle = std::chrono::steady_clock::now();
            YGNodeCalculateLayout(root, 390, 844, YGDirectionLTR);
            auto end = std::chrono::steady_clock::now();
            cold.push_back(std::chrono::duration<double, std::nano>(middle - start).count() / nodes);
            clean.push_back(std::chrono::duration<double, std::nano>(end - middle).count() / nodes);
            YGNodeFreeRecursive(root);
        }
        printf("yoga\t%s\t%d\t%.1f\t%.2f\n", shape.name, nodes, median(cold), median(clean));
    }
}
