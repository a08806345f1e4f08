"""A new task's spec told apart from a correction (issue 12, blind14 round): "New task: a cache
for the fetcher (no Redis, we don't want another dependency)" says what the new work must not use,
in an aside; the same words alone ("we don't use Redis") state a house rule. The correction
detector's phrase stage (per sentence) and the learned model's veto (per prompt) read a new task
without such asides. An aside aimed at the agent's earlier work ("(you deleted it last time)")
stays. Stdlib only, no regex: this runs on the hot hook, and only once a prompt holds "(".
"""

from __future__ import annotations

from memory_plugin.session import correction_phrases

# What opens a new task, in the phrase notation of correction_phrases (casefolded).
NEW_TASK = (
    "^new task|^next task|^another task|^new feature|^new ticket|^new request|^next up|^next:"
    "|^task:|^build|^create|^implement|^write|^set up|^scaffold|^generate|^can you build"
    "|^can you create|^can you implement|^can you write|^please build|^please create"
    "|^please implement|^please write|^let's build|^let's create|^let's write",
    "^nueva tarea|^nouvelle tâche|^neue aufgabe|^nova tarefa|^nuovo compito|^nieuwe taak"
    "|^новая задача|^新任务|^新しいタスク|^새 작업|^משימה חדשה|^مهمة جديدة|^تسک جدید"
    "|^کار جدید|^नया task|^नया काम|^naya task|^νέα εργασία",
)
# An aside that speaks to the agent's earlier work.
_ADDRESSED = ("you|your|again|told|asked|said|still|already|instead",)
_BRACKETS = (("(", ")"), ("（", "）"))


def without_spec_asides(text: str) -> str:
    """`text` (normalised) without its asides in parentheses when it opens a new task, else
    `text` itself."""
    if not any(opening in text for opening, _ in _BRACKETS):
        return text
    if correction_phrases.find(text, NEW_TASK) is None:
        return text
    for opening, closing in _BRACKETS:
        start = text.find(opening)
        while start != -1:
            end = text.find(closing, start)
            if end == -1:
                break
            if correction_phrases.find(text[start + 1 : end], _ADDRESSED) is None:
                text = text[:start] + " " + text[end + 1 :]
                end = start
            start = text.find(opening, end + 1)
    return text
