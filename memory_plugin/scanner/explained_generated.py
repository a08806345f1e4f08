"""Code spans that only name or clear what a build makes again (scanner/explained.py): "`dist/`",
"`rm -rf .next out coverage`", "`rm -rf build/ && pnpm build`". A waiver of asking whose every
code span is such a clean-up loses nothing (explained._throwaway_scopes). Standard library only,
like explained.py.
"""

from __future__ import annotations

from memory_plugin.scanner import explained_rx as rx
from memory_plugin.scanner import explained_words as w
from memory_plugin.scanner.explained_frame import fold


def generated_only(part: str) -> bool:
    """Every code span of the part names a folder a build makes again, or clears only such folders
    (and checks or builds after: "`rm -rf dist .next && pnpm build`"), and there is one."""
    spans = [m.group(1).strip() for m in w.CODE_SPAN.finditer(part)]
    return (bool(spans) and all(_clears_generated(s) for s in spans)
            and not rx.OTHER_TARGET.search(fold(w.CODE_SPAN.sub(" ", part))))


def _clears_generated(span: str) -> bool:
    if rx.GENERATED.fullmatch(span):
        return True
    pieces = rx.COMMAND_JOIN.split(span)
    cleared = False
    for piece in pieces:
        rm = rx.RM_GENERATED.fullmatch(piece)
        if rm is not None and all(rx.GENERATED.fullmatch(p) for p in rm.group(1).split()):
            cleared = True
        elif not (w.CHECK_ONLY.fullmatch(piece) and not w.NOT_CHECK.search(piece)):
            return False
    return cleared
