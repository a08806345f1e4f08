"""The correction detector on what the blind22 round's read author showed (issue 12), in other
wordings than the rows that showed it:

- a revert of a named commit, pull request or merge, given a reason outside the agent's work
  ("the client rolled back their API"): a git task, not a correction; the same revert blaming
  the agent's change stays one;
- "undo" as a feature to build (Chinese 撤销 in "支持撤销的编辑器", "撤销功能"): a request, while
  撤销 as the user's order to take back the agent's change stays a correction.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

NAMED_REVERT_TASKS = [
    "Revert commit 9e8d7c6 on main, the vendor pulled that endpoint.",
    "revert PR #412, marketing moved the launch to next quarter",
    "Roll back commit 0a1b2c3d on staging, the payment provider changed their API again.",
    "Please revert the merge of release-2.4, QA found the upstream library is still broken.",
]

NAMED_REVERT_BLAMES = [
    "Revert commit 9e8d7c6, you broke the login flow.",
    "revert PR #412, I told you not to touch the schema",
    "Roll back commit 0a1b2c3d, your change dropped the index.",
]

UNDO_AS_FEATURE = [
    "给编辑器加一个撤销功能，最多保存 50 步。",
    "实现撤销操作的时候记得把状态存到 localStorage。",
    "这个 hook 要支持撤销和重做。",
]

UNDO_AS_ORDER = [
    "你又改了配置文件，撤销这个修改。",
    "撤销刚才的提交，我说过不要动 main 分支。",
    "不对，撤销掉，重新写。",
]


@pytest.mark.parametrize("prompt", NAMED_REVERT_TASKS)
def test_reverting_a_named_commit_for_an_outside_reason_is_a_task(prompt):
    assert corrections.match(prompt) is None, prompt


@pytest.mark.parametrize("prompt", NAMED_REVERT_BLAMES)
def test_reverting_a_named_commit_because_of_the_agent_is_a_correction(prompt):
    assert corrections.match(prompt) is not None, prompt


@pytest.mark.parametrize("prompt", UNDO_AS_FEATURE)
def test_undo_as_a_feature_to_build_is_a_request(prompt):
    assert corrections.match(prompt) is None, prompt


@pytest.mark.parametrize("prompt", UNDO_AS_ORDER)
def test_undo_as_an_order_stays_a_correction(prompt):
    assert corrections.match(prompt) is not None, prompt
