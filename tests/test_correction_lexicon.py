"""The multilingual correction lexicon: the phrase notation, one example per family in several
languages, the look-alikes each veto keeps quiet, and the cue gate never hiding a match."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memory_plugin.session import correction_phrases, correction_stage, corrections
from memory_plugin.session.correction_lexicon import FAMILIES

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("text,phrase,expected", [
    ("no, use pnpm", "no", True),
    ("nothing to add", "no", False),  # a word edge in alphabetic scripts
    ("不对，配置在这里", "不对", True),
    ("配置不对", "不对", True),  # no word edges in CJK
    ("ich hab dir jetzt schon dreimal gesagt", "dir…gesagt", True),
    ("dir " + "x" * 60 + " gesagt", "dir…gesagt", False),  # beyond the gap
    ("por qué borraste los tests", "por qué…has|*aste", True),
    ("por qué insistes tanto", "por qué…has|*iste", False),  # a suffix still ends a word
    ("¿otra vez con los logs?", "^otra vez", True),
    ("ejecuta otra vez las migraciones", "^otra vez", False),
    ("honestly this looks hacky", "^this|^that…looks hacky", False),
    ("this looks hacky", "^this|^that…looks hacky", True),
    ("переусложнено", "переусложн*", True),
])
def test_the_phrase_notation(text, phrase, expected):
    assert correction_phrases.matches(text, phrase) is expected


def test_every_phrase_is_well_formed():
    """No empty part or alternative (a stray `…` or `|`); `^` only in the first part, `$` only at
    the end."""
    for family in FAMILIES:
        for phrase in family.phrases + family.vetoes:
            assert "$" not in phrase[:-1] and "^" not in phrase[1:].split("…", 1)[1:], phrase
            for part in phrase.removesuffix("$").split("…"):
                assert all(alt.strip("^*") for alt in part.split("|")), (family.name, phrase)


EXAMPLES = {
    "rejection": ["Nein, so nicht.", "そうじゃなくて、pnpm で。", "Нет, не так."],
    "judgement": ["Esto está mal, el IVA va después.", "这样写太复杂了。", "Dat klopt niet."],
    "told_you": ["Te dije que no tocaras eso.", "前にも言ったけど、print はだめ。",
                 "Ich hab dir schon zweimal gesagt, kein Lodash."],
    "why_did_you": ["Pourquoi tu as supprimé le test ?", "왜 설정 파일을 지웠어요?",
                    "Зачем ты удалил логи?"],
    "stop_doing": ["Smettila di aggiungere emoji.", "别再加注释了。", "Hou op met die prints."],
    "again": ["Encore des print partout.", "又把密码写进代码里了。", "Alweer die debug prints."],
    "standing_rule": ["Désormais, les commits en anglais.", "今後はテストを先に書いてください。",
                      "Впредь пиши тесты первыми."],
    "convention": ["Aquí no usamos Redux.", "Wir benutzen hier keine ORMs.",
                   "이 프로젝트에서는 탭을 써요."],
    "undo": ["Deshaz ese cambio.", "Mach das bitte rückgängig.", "元に戻してください。"],
    "wrong_thing": ["Das ist die falsche Tabelle, nimm orders_v2.", "这是错误的分支，用 release 分支。",
                    "Ты открыл не тот файл."],
    "prohibition": ["No toques el lockfile.", "不要改 package-lock.json。", "Не трогай миграции."],
    "always_never": ["Gebruik altijd f-strings.", "コメントは必ず英語で書いてください。",
                     "Nunca subas secretos al repo."],
    "assumption": ["You're assuming every user has an email; some don't.",
                   "Vous partez du principe que le fichier existe, ce n'est pas garanti.",
                   "Zakładasz, że lista jest posortowana, a nie jest."],
    "sarcasm": ["Fantastic, now the whole page is blank.", "Harika, şimdi hiçbir şey çalışmıyor.",
                "Toppen, nu fungerar inte inloggningen alls."],
    "polite_preference": ["Thanks, but I'd rather you didn't rename public functions.",
                          "Díky, ale byl bych radši, kdybys neměnil API.",
                          "Tack, men jag föredrar att du inte pushar utan att fråga."],
    "regression": ["The import worked fine before your refactor.",
                   "Der Export lief vor deiner Änderung noch.", "这个接口在你改之前是好的。"],
    "doubt": ["Ich bin mir nicht sicher, ob das stimmt – wird der Cache nicht schon geleert?",
              "Não sei se está certo... o imposto não era antes do desconto?",
              "Non sono sicuro che sia giusto, la cache non viene già invalidata?"],
    "should_not_have": ["Ні, не треба було чіпати конфіг.", "Tu n'aurais pas dû renommer la table.",
                        "Non dovevi cancellare i log."],
    "redo": ["さっきのはタブになっていたので、スペースに直していただけますか。",
             "방금 만드신 설정 파일이 YAML로 되어 있는데 JSON으로 바꿔 주실 수 있나요?",
             "前回のコミットは main に入ってしまっているので、やり直してもらえますか。"],
    "terse_undo": ["Back it out.", "Откати.", "Hoàn tác đi!"],
    "heavy_approach": ["You spawn a subprocess per file to do what one glob call does.",
                       "Tu fais trois requêtes alors qu'une seule suffirait.",
                       "明明一条 SQL 就能搞定。"],
    "wrong_aim": ["Escribiste los tests en src en lugar de en tests.",
                  "Hai messo la chiave nel file sbagliato invece che nel .env.",
                  "Bạn đã sửa file test thay vì file code."],
    "claim_wrong": ["What you told me about the retry limit was wrong, it's five.",
                    "Ce que tu m'as dit sur le cache est faux.", "你之前给的解释不对。"],
    "beyond_ask": ["I only asked you to bump the version, not to touch the lockfile.",
                   "Ti ho chiesto solo di cambiare il titolo.", "我只让你改标题。"],
    "redo_properly": ["You only silenced the warning. Redo it properly.",
                      "Переделай нормально, без заглушек.", "ちゃんと書き直してください。"],
}


def test_every_family_has_examples():
    assert set(EXAMPLES) == {family.name for family in FAMILIES}


@pytest.mark.parametrize("name,prompt", [(n, p) for n, ps in EXAMPLES.items() for p in ps])
def test_each_family_fires_on_its_examples(name, prompt):
    assert corrections.classify(prompt) is not None, name


@pytest.mark.parametrize("prompt", [
    # a "no" answering the agent's own question
    "Non, pas de préférence.", "Nein, keine Präferenz.", "No, eso es todo, gracias.",
    "Nope, no other files need changing.", "아니요, 그게 다예요.",
    # one-off, scoped to now
    "Don't run the full suite this time.", "No ejecutes los tests esta vez.",
    "Lass den Linter diesmal weg.", "今回はテストを実行しないでください。", "这次不要跑测试。",
    # a new task that names a fault, or curiosity
    "Finde heraus, warum der falsche Header gesendet wird.", "修一下头像不显示的问题。",
    "Por curiosidad, ¿por qué elegiste Redis?",
    # someone else's words in quotation marks
    "Mein Kollege schrieb: „das ist viel zu kompliziert“. Was meinst du?",
    "レビューで「これは間違い」と言われました。どう思いますか？",
    # "always" about the product, not the agent
    "Zorg dat de knop altijd zichtbaar is op mobiel.", "ボタンが常に表示されるようにしてください。",
    "Der Cronjob läuft nie durch, kannst du das prüfen?",
    # "again" as an ordinary request
    "Ejecuta otra vez las migraciones.", "Going forward with option B, please.",
])
def test_the_look_alikes_stay_quiet(prompt):
    assert corrections.classify(prompt) is None


def test_a_rule_opener_outweighs_a_one_off_word():
    prompt = "A partir de ahora, no ejecutes los tests hoy ni nunca."
    assert corrections.classify(prompt) is not None


def test_the_cue_gate_never_hides_a_family_match():
    """Wherever a family's phrase matches a sentence, the gate let that sentence through."""
    texts = [json.loads(line)["prompt"] for path in sorted(DATA.glob("corrections_*.jsonl"))
             for line in path.read_text("utf-8").splitlines() if line.strip()]
    texts += [p for ps in EXAMPLES.values() for p in ps]
    checked = 0
    for text in texts:
        normal = corrections.normalise(text)
        present = correction_stage.cues_in(normal)
        for sentence in correction_stage.split(normal):
            for family in FAMILIES:
                if correction_phrases.find(sentence, family.phrases):
                    checked += 1
                    assert any(cue in sentence for cue in present), (family.name, sentence)
    assert checked > 150
