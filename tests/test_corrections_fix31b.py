"""The correction detector on what the blind29a round showed (fix31b, issue 12): a bug report
about code as it was before the agent's work ("this bug was already in the original code: the
time zone handling is wrong, please take a look") is a new task, not a judgement of the agent; its
twins name the agent's change and stay corrections.
"""

from __future__ import annotations

from corrections_eval import fire_and_quiet

CORRECTIONS = [
    ("zh_your_change", "你的修改把时区处理搞坏了。"),
    ("zh_after_your_edit", "你改完以后交易时间的时区处理错了。"),
    ("zh_original_was_fine", "原来的代码没问题，是你改坏了时区处理。"),
    ("en_your_change", "Your change broke the time zone handling."),
    ("en_original_was_fine", "The original code was fine; your change broke the time zone "
                             "handling."),
]

QUIET = [
    ("zh_original_bug", "这个 bug 是原来的代码就有的，结算日期的舍入处理错了，你帮我看看。"),
    ("en_original_bug", "This bug was already in the original code: the currency rounding is "
                        "wrong, please take a look."),
    ("es_original_bug", "Este bug ya estaba en el código original: la zona horaria de las "
                        "transacciones está mal, ¿puedes mirarlo?"),
    ("de_old_code", "Dieser Fehler war schon im alten Code: die Zeitzone der Transaktionen ist "
                    "falsch, kannst du nachsehen?"),
    ("ja_original_bug", "このバグは元のコードにもともとあった。"
                        "取引時刻のタイムゾーン処理が間違っている、見てくれる？"),
    ("ko_original_bug", "원래 코드에 있던 버그야. 거래 시간의 시간대 처리가 잘못됐어, 봐 줄래?"),
]


test_corrections_fire, test_look_alikes_stay_quiet = fire_and_quiet(CORRECTIONS, QUIET)
