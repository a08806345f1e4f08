"""The correction detector: accuracy on labelled prompts, each pattern, the nudge and rate limit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memory_plugin.session import correction_stage, corrections, hookstate
from memory_plugin.session.correction_patterns import PATTERNS

DATA = Path(__file__).parent / "data"


def load(name: str) -> list[dict]:
    with open(DATA / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def scores(rows: list[dict]) -> tuple[float, float, list[str]]:
    tp = fp = fn = 0
    wrong = []
    for row in rows:
        got = corrections.classify(row["prompt"])
        if row["correction"] and got:
            tp += 1
        elif row["correction"]:
            fn += 1
            wrong.append(f"missed: {row['prompt']!r}")
        elif got:
            fp += 1
            wrong.append(f"false alarm ({got}): {row['prompt']!r}")
    return tp / max(tp + fp, 1), tp / max(tp + fn, 1), wrong


@pytest.mark.parametrize("name", ["corrections_labelled.jsonl", "corrections_heldout.jsonl"])
def test_precision_and_recall_on_labelled_prompts(name):
    rows = load(name)
    precision, recall, wrong = scores(rows)
    positives = sum(r["correction"] for r in rows)
    print(f"\n{name}: {len(rows)} prompts ({positives} corrections), "
          f"precision {precision:.3f}, recall {recall:.3f}")
    assert precision >= 0.90, wrong
    assert recall >= 0.80, wrong


def test_labelled_set_is_big_and_balanced_enough():
    rows = load("corrections_labelled.jsonl")
    assert len(rows) >= 150
    positives = sum(r["correction"] for r in rows)
    assert 0.3 < positives / len(rows) < 0.7


# One prompt per named pattern: every row of the table is exercised and explainable.
EXAMPLES = {
    "no_then_redirect": "no, use pnpm",
    "no_no": "no no no",
    "not_what_i_asked": "That's not what I asked.",
    "you_misunderstood": "you misunderstood the task",
    "i_told_you": "I told you to run the tests.",
    "as_i_said": "Like I said, the port is 8080.",
    "stop_doing": "stop adding comments",
    "dont_do": "Never commit to main.",
    "please_dont": "The diff is fine, please don't reformat the file",
    "we_do_it_this_way": "We use pnpm here, not npm.",
    "you_keep": "You keep forgetting the changelog.",
    "did_you_forget": "Did you forget the migration?",
    "wrong_target": "You edited the wrong file.",
    "thats_wrong": "That's wrong.",
    "use_instead": "Use a dict instead.",
    "x_not_y": "Use tabs, not spaces.",
    "undo_that": "Undo that.",
    "why_did_you": "Why did you delete the migration?",
    "rule_from_now_on": "From now on, always run the tests first.",
    "you_should_have": "You should have asked first.",
    "not_that_one": "Not that file, the one in src.",
    "dislike": "I don't like the nested ternaries.",
    "judgement": "This is too clever by half.",
    "repeats": "That's the second time you've skipped the hooks.",
    "terse_again": "semicolons again!",
    "why_keep": "Why do you keep renaming the fixtures?",
    "undo": "Roll that back, the lockfile stays as it was.",
    "standing_rule": "Rule for the future: ask before adding dependencies.",
    "hesitant": "I wish you'd stop wrapping everything in try blocks.",
    "other_language": "Nein, wir benutzen hier kein Jest.",
    "wrong_value": "The bucket is logs-prod, you wrote it as logs_prd.",
    "wrong_value_other": "Der Bucket heißt logs-prod, du hast ihn als logs_prd angelegt.",
}


def test_every_pattern_has_an_example():
    assert set(EXAMPLES) == {p.name for p in PATTERNS}
    assert len({p.name for p in PATTERNS}) == len(PATTERNS)


@pytest.mark.parametrize("name,prompt", sorted(EXAMPLES.items()))
def test_each_pattern_fires_on_its_example(name, prompt):
    assert corrections.classify(prompt) == name


@pytest.mark.parametrize(
    "prompt",
    [
        "no, use pnpm",
        "that's not what I asked",
        "I told you to run the tests",
        "stop doing that",
        "don't use npm, use pnpm",
        "we use pnpm here, not npm",
        "you keep forgetting to update the docs",
        "wrong file",
        "never commit to main",
        "No, it’s in the `core` package",
        "that’s not what I asked",
        "I’ve told you twice",
        "Don’t touch the vendored code.",
        "NO, USE PNPM",
        "No — use the helper",
        "Nope. Use the existing helper.",
    ],
)
def test_corrections_named_in_the_issue_fire(prompt):
    assert corrections.classify(prompt) is not None


@pytest.mark.parametrize(
    "prompt",
    [
        "no worries",
        "no thanks",
        "no, that's fine",
        "no, that’s fine",
        "no, it works now",
        "actually, looks great",
        "Actually, the build passed.",
        "no tests failed",
        "I told the team",
        "No, is there a faster way to do this?",
        "Actually, what does this function do?",
        "No.",
        "Stop the server.",
        "Never mind.",
        "What's wrong with this function?",
        "",
        "   ",
    ],
)
def test_hard_negatives_stay_quiet(prompt):
    assert corrections.classify(prompt) is None


@pytest.mark.parametrize(
    "prompt",
    [
        "```\nno, use pnpm\n```\nWhat does this output mean?",
        "~~~\nI told you to run the tests\n~~~\nwhere does this message come from?",
        "```python\nprint('stop doing that')\n",  # unclosed fence: the rest is code too
        "> No, use the other approach\nThe reviewer wrote that. Do you agree?",
    ],
)
def test_pasted_code_and_quotes_are_ignored(prompt):
    assert corrections.classify(prompt) is None


def test_inline_code_keeps_the_sentence_readable():
    assert corrections.classify("No, use `pnpm install --frozen-lockfile`.") == "no_then_redirect"


def test_a_correction_after_a_long_paste_is_still_found():
    prompt = "Here is the log:\n" + ("INFO all good\n" * 5000) + "No, use the staging config."
    assert corrections.classify(prompt) is not None


@pytest.mark.parametrize("value", [None, 42, ["no, use pnpm"], {"prompt": "x"}])
def test_classify_tolerates_non_text(value):
    assert corrections.classify(value) is None


# --- nudge_for: the hook's behaviour --------------------------------------------------------------


def prompt(text: str, session: str = "session-a") -> dict:
    return {"session_id": session, "prompt": text, "hook_event_name": "UserPromptSubmit"}


def test_nudge_reads_as_facts_and_names_the_tool():
    text = corrections.nudge_for(prompt("no, use pnpm"))
    assert text is not None
    assert "memory_add" in text and "mcp__plugin_memory_memory__memory_add" in text
    assert '"user"' in text and '"memory"' in text
    assert len(text) < 600


def test_no_nudge_for_an_ordinary_prompt():
    assert corrections.nudge_for(prompt("Add a test for the parser.")) is None


def test_an_ordinary_prompt_writes_no_state():
    corrections.nudge_for(prompt("Add a test for the parser."))
    assert not hookstate.state_dir().exists()


@pytest.mark.parametrize("text", ["/memory:memory no, use pnpm", "  /clear", "/review stop it"])
def test_slash_commands_are_skipped(text):
    assert corrections.nudge_for(prompt(text)) is None


def test_a_path_is_not_a_slash_command():
    assert corrections.nudge_for(prompt("/src/app.py is not what I asked for")) is not None


@pytest.mark.parametrize(
    "payload",
    [
        {},
        {"prompt": None},
        {"prompt": 12},
        {"prompt": ["no, use pnpm"]},
        {"session_id": 5, "prompt": "hello"},
        {"session_id": None, "prompt": ""},
        {"session_id": ["x"], "prompt": {"a": 1}},
    ],
)
def test_odd_payloads_never_raise(payload):
    assert corrections.nudge_for(payload) is None


def test_odd_session_ids_still_nudge_once():
    weird = "../../etc/passwd\x00 " * 10
    assert corrections.nudge_for({"session_id": weird, "prompt": "no, use pnpm"}) is not None
    assert corrections.nudge_for({"session_id": weird, "prompt": "no, use pnpm"}) is None
    for path in hookstate.state_dir().iterdir():
        assert path.parent == hookstate.state_dir()


def test_at_most_one_nudge_in_any_three_consecutive_prompts():
    got = [corrections.nudge_for(prompt("no, use pnpm")) is not None for _ in range(7)]
    assert got == [True, False, False, True, False, False, True]


def test_ordinary_prompts_count_towards_the_window():
    assert corrections.nudge_for(prompt("no, use pnpm"))
    assert corrections.nudge_for(prompt("Add a test for the parser.")) is None
    assert corrections.nudge_for(prompt("Now run it.")) is None
    assert corrections.nudge_for(prompt("stop adding comments")) is not None


def test_sessions_are_rate_limited_separately():
    assert corrections.nudge_for(prompt("no, use pnpm", "one"))
    assert corrections.nudge_for(prompt("no, use pnpm", "two"))
    assert corrections.nudge_for(prompt("no, use pnpm", "one")) is None


def test_missing_session_id_is_still_rate_limited():
    assert corrections.nudge_for({"prompt": "no, use pnpm"})
    assert corrections.nudge_for({"prompt": "no, use pnpm"}) is None


def test_corrupt_state_is_treated_as_fresh():
    path = hookstate.state_path(corrections.STATE_KIND, "session-a")
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    assert corrections.nudge_for(prompt("no, use pnpm")) is not None


def test_unwritable_state_stays_quiet_rather_than_raising(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("file where a directory should be", encoding="utf-8")
    monkeypatch.setenv("CLAUDE_PLUGIN_DATA", str(blocker))
    assert corrections.nudge_for(prompt("no, use pnpm")) is None


def test_cues_never_hide_a_match():
    """Every row's cues are necessary: wherever its regex matches, one of its cues is present."""
    import re

    from memory_plugin.session.correction_patterns import LEAD

    texts = [r["prompt"] for name in ("corrections_labelled.jsonl", "corrections_heldout.jsonl")
             for r in load(name)] + list(EXAMPLES.values())
    checked = 0
    for text in texts:
        for sentence in corrections.sentences(text):
            sentence = re.sub(LEAD, "", sentence, count=1)
            for row in PATTERNS:
                if re.search(row.regex, sentence):
                    checked += 1
                    assert correction_stage.has_cue(sentence, row.cues), (row.name, sentence)
    assert checked > 200
