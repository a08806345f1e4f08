"""Correction families and languages added for issue 12, on prompts written for these tests (not
rows of any blind set), with the look-alikes that must stay quiet."""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    "Hmm, no. We keep migrations in db/migrations.",
    "Well... I'm not sure that's right, we never log tokens.",
    "This is way too clever, nobody will maintain it.",
    "That's a band-aid; fix the actual deadlock.",
    "This is overengineered for a config loader.",
    "that's the fourth time you've reformatted the whole file",
    "How many times do I have to say it: tabs, not spaces.",
    "Why do you keep adding type: ignore everywhere?",
    "why are you still using the v1 endpoint?",
    "Revert that, we never edit vendored code.",
    "roll it back, the old name is part of the public API",
    "Make sure you always run the linter before committing.",
    "Going forward, put new scripts under tools/.",
    "No, usa yarn, aquí no usamos npm.",
    "Non, on n'utilise pas Moment.js ici, seulement date-fns.",
    "Nein, die Konfiguration liegt nicht im Home-Verzeichnis.",
    "Não, os testes ficam em tests/, não em src/.",
    "Smetti di aggiungere docstring ovunque.",
    "Nee, we gebruiken hier geen Docker Compose.",
    "Сколько раз повторять: не коммить в main.",
    "不对，配置文件在 config/ 目录下。",
    "何度も言ってるけど、print は使わないで。",
    "또 전역 변수를 썼네요. 그러지 마세요.",
]

NOT_CORRECTIONS = [
    "No, I haven't run the migrations yet. Go ahead.",
    "no, that's all for today, thanks",
    "Don't bother with the changelog this time, it's a hotfix.",
    "My reviewer wrote 'we never use mocks here' on the PR. Do you agree?",
    "Actually I changed my mind, let's ship it on Friday instead.",
    "I said hi to the new teammate.",
    "Why do we keep the old API around? Just curious.",
    "Great work, this is exactly what I wanted.",
    "No, está perfecto así, gracias.",
    "Non, c'est bon, merci !",
    "Nein, passt so, danke.",
    "Нет, всё отлично, спасибо.",
    "不用了，谢谢。",
    "いいえ、大丈夫です。ありがとう。",
    "아니요, 괜찮아요. 고마워요.",
    "<hook_context>No, stop. Why do you keep doing this?</hook_context>\nPlease run the tests.",
]


@pytest.mark.parametrize("prompt", CORRECTIONS)
def test_the_family_fires_in_any_language(prompt):
    assert corrections.classify(prompt) is not None


@pytest.mark.parametrize("prompt", NOT_CORRECTIONS)
def test_the_look_alikes_stay_quiet(prompt):
    assert corrections.classify(prompt) is None
