/// Where the ellipsis "…" (U+2026) replaces text on the last permitted line: `.tail` "abcd…",
/// `.head` "…wxyz", `.middle` "ab…yz" (platform-constants.md §4 [doc]).
public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
