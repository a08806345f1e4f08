"""Hidden markup: text a human reader won't see but the model will (comments, hidden elements).

A comment like <!-- prettier-ignore --> is ordinary; a hidden block that talks to the assistant
or gives it orders is an attack.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy, compile_pattern
from memory_plugin.scanner.regex_loader import regex

HIDDEN = "hidden-markup"

_SOURCES = {
    "html_comment": r"<!--([\s\S]{0,4000}?)-->",
    "md_comment": r"^[ \t]{0,3}\[(?://|comment|_|#|hidden|note)\]:\s*(?:#|<>|\S{0,40})\s*"
                  r"(?:\(([^)\n]{0,2000})\)|\"([^\"\n]{0,2000})\"|'([^'\n]{0,2000})')",
    "hidden_el": r"<([a-z][a-z0-9]{0,10})\b([^>]{0,400})>([\s\S]{0,2000}?)(?:</\1>|$)",
    "tag": r"<[^>]{0,400}>",
    "link_title": r"\]\(\s*[^\s)]{1,300}\s+[\"']([^\"'\n]{1,500})[\"']\s*\)",
    "template_comment": r"\{#([\s\S]{0,2000}?)#\}|\{\{!--([\s\S]{0,2000}?)--\}\}|"
                        r"\{\{/\*([\s\S]{0,2000}?)\*/\}\}|<%--([\s\S]{0,2000}?)--%>",
    "code_comment": r"(?:^|[ \t`])(?://|/\*|#(?=\s)|--(?=\s)|;(?=\s))\s{0,4}([^\n]{1,500})",
    "addressed": r"^\W{0,4}(?:@|note (?:to|for) (?:the )?|hey |dear )?"
                 r"(?:ai|a\.i\.|assistant|claude|llm|"
                 r"gpt|chatgpt|copilot|agent|ai agent|coding agent|language model|bot)s?\b\s*[:,"
                 r"\-]",
    "alt_text": r"<img\b[^>]{0,300}\b(?:alt|title)\s*=\s*\"([^\"]{0,1000})\"",
    "hiding_style": r"display\s*:\s*none|visibility\s*:\s*hidden|"
                    r"font-size\s*:\s*0(?:px|pt|em|rem|%)?"
                    r"\s*(?:[;\"'!]|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:[;\"'!]|$)|(?:max-)?(?:width|h"
                    r"eight)"
                    r"\s*:\s*0(?:px)?\s*(?:[;\"'!]|$)|color\s*:\s*(?:white|#fff\b|#ffffff\b|transpa"
                    r"rent)"
                    r"|\bhidden\b|aria-hidden\s*=\s*\"true\"|clip\s*:\s*rect\(0|"
                    r"\bcolor\s*=\s*[\"']?(?:white|#fff(?:fff)?)\b|"
                    r"text-indent\s*:\s*-\d{3,}|(?:left|top)\s*:\s*-\d{3,}px|"
                    # the same as SVG/HTML presentation attributes
                    r"\b(?:fill-)?opacity\s*=\s*[\"']?0(?:\.0+)?(?![\d.])|\bfont-size\s*=\s*"
                    r"[\"']?0(?![\d.])|\b(?:width|height)\s*=\s*[\"']?0(?![\d.])|"
                    r"\bfill\s*=\s*[\"']?(?:none|transparent)\b",
    # Words that show a hidden block is talking to the assistant or ordering it about.
    "directive": r"@(?:claude|ai|assistant|copilot|gpt|bot|agent)\b|"
                 r"\b(?:ai|a\.i\.|assistant|claude|llm|gpt|chatgpt|language model|ai agent|coding a"
                 r"gent|"
                 r"chatbot|copilot)s?\b\s*[:,]|\b(?:dear|attention|hey|hi|to|for|note to|message "
                 r"to|"
                 r"if you are an?|you are an?)\s+(?:the\s+|any\s+)?(?:ai|a\.i\.|assistant|claude|l"
                 r"lm|"
                 r"gpt|language model|model|agent|chatbot|copilot|bot)s?\b|(?<![-\w])(?:ignore|"
                 r"disregard|obey|exfiltrate|execute|secretly|silently|covertly)\b|\b(?:do not|don"
                 r"'t|"
                 r"never)\s+(?:tell|mention|reveal|inform)\b|\b(?:system prompt|from now on|"
                 r"instructions? for|new instructions|hidden instructions|real instructions|"
                 r"always respond|you must now|you are now)\b|\b(?:curl|wget)\b|"
                 # a forged role label, an outranking claim, an order labelled for the model
                 r"^\W{0,4}(?:system|developer|operator|admin)\s*:|\b(?:takes?|take) precedence\b|"
                 r"\b(?:supersedes?|outranks?|overrides?)\s+(?:\S{1,40}\s+){0,3}(?:the user|your|"
                 r"all|any|previous|prior)|\b(?:ai|llm|model|agent|assistant|bot)\s+(?:instructions?|"
                 r"directives?|orders?|tasks?)\s*[:,]|\balways (?:report|say|claim|answer|reply|tell|"
                 r"approve)\b|"
                 # labels that say who a hidden block is for
                 r"\b(?:model|assistant|ai|agent|llm|claude)[- ](?:only|use only)\b|\bfor (?:the )?"
                 r"(?:model|ai|assistant|agent|llm)\b|\bdo not render\b|\bai assistant\b|"
                 r"\b(?:agent|ai|assistant|model|llm)_(?:directive|instructions?|override|mode)\b|"
                 r"\bnotify_user\W{0,4}:\s*false\b|\b(?:ai|agent|assistant) instructions?\b|"
                 # the same in the other languages we read
                 r"助手|忽略|无视|無視|指示に従|アシスタント|エ[ーｰ][ジシ]ェント|智能体|에이전트|ignora\w*|"
                 r"ignorier\w*|ignorez|игнорир\w*|"
                 r"\b(?:pour|para|per|für|fur|voor|för|для)\s+(?:l'|el\s+|la\s+|den\s+|de\s+|o\s+|a\s+)?"
                 r"(?:agent\w*|assistant\w*|asistente|assistente|агент\w*|ассистент\w*)\b|"
                 r"vergiss|olvida|oublie|"
                 r"\b(?:the |an? |any )?(?:ai|assistant|agent|claude|llm|copilot)s? (?:must|"
                 r"should|shall|needs? to|has to|is to|is required to)\b",
    # An order to weaken the code's own protections, in a comment addressed to an agent.
    "weaken": r"\b(?:remove|delete|disable|skip|bypass|weaken|comment out|drop|turn off)\b"
              r"(?:\s+\S{1,40}){0,3}?\s+(?:password|auth\w*|security|permissions?|validation|"
              r"verification|csrf|signatures?|tls|ssl|sanitiz\w*|escaping|rate limit\w*)\b",
}
_cache: dict[str, regex.Pattern] = {}


def _rx(name: str) -> regex.Pattern:
    pat = _cache.get(name)
    if pat is None:
        pat = _cache[name] = compile_pattern(_SOURCES[name], regex.MULTILINE)
    return pat


def _directive(body: str, timeout: float) -> bool:
    return _rx("directive").search(body, timeout=timeout) is not None


# Elements a browser never shows, whatever their style.
_HIDDEN_TAGS = ("noscript", "template", "script")
_WIDE = Lazy(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _word_count(body: str) -> int:
    """Words, counting two Chinese, Japanese or Korean characters as one (they have no spaces)."""
    return len(body.split()) + len(_WIDE.findall(body)) // 2


def _hidden_element(text: str, timeout: float) -> bool:
    """An element styled invisible with words inside, looking into nested elements too (<svg>
    around a transparent <text>); each level reads only the bodies found above it, so the work
    stays linear in the text."""
    bodies = [text]
    for _ in range(3):
        inner: list[str] = []
        for chunk in bodies:
            for m in _rx("hidden_el").finditer(chunk, timeout=timeout):
                attrs, body = m.group(2), _rx("tag").sub(" ", m.group(3), timeout=timeout)
                # an element left open may just be named ("<div hidden> is used for ..."), so
                # then the words must talk to the assistant
                closed = m.group(0).endswith(">") and m.group(0).rstrip().endswith(f"</{m.group(1)}>")
                hidden = m.group(1) in _HIDDEN_TAGS or _rx("hiding_style").search(
                    attrs, timeout=timeout)
                if _word_count(body) >= 4 and hidden and (closed or _directive(body, timeout)):
                    return True
                if "<" in m.group(3):
                    inner.append(m.group(3))
        bodies = inner
    return False


def hidden_markup_reason(folded: str, timeout: float) -> str | None:
    """Why the (folded) text hides instructions in markup, or None."""
    if "<!--" in folded:
        for m in _rx("html_comment").finditer(folded, timeout=timeout):
            if _directive(m.group(1), timeout):
                return "hides instructions for the assistant inside an HTML comment"
    if "]:" in folded:
        for m in _rx("md_comment").finditer(folded, timeout=timeout):
            body = m.group(1) or m.group(2) or m.group(3) or ""
            if _directive(body, timeout):
                return "hides instructions for the assistant inside a markdown comment"
    if "<" in folded:
        if _hidden_element(folded, timeout):
            return "hides text from the reader in an invisible HTML element"
        for m in _rx("alt_text").finditer(folded, timeout=timeout):
            if _directive(m.group(1), timeout):
                return "hides instructions for the assistant in image alt text"
    if "](" in folded:
        for m in _rx("link_title").finditer(folded, timeout=timeout):
            if _directive(m.group(1), timeout):
                return "hides instructions for the assistant in a link title"
    if "{#" in folded or "{{" in folded or "<%--" in folded:
        for m in _rx("template_comment").finditer(folded, timeout=timeout):
            body = next((g for g in m.groups() if g), "")
            if _directive(body, timeout):
                return "hides instructions for the assistant inside a template comment"
    for m in _rx("code_comment").finditer(folded, timeout=timeout):
        body = m.group(1)
        address = _rx("addressed").search(body, timeout=timeout)
        rest = body[address.end():] if address else ""  # the address alone is no order
        if address and (_directive(rest, timeout) or _rx("weaken").search(rest, timeout=timeout)):
            return "hides instructions for the assistant inside a code comment"
    return None
