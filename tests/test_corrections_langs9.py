"""Corrections in Polish, Turkish, Czech, Swedish and Ukrainian, and the English families added
with them (a wrong assumption, a wrong explanation, sarcastic praise that names a fault, a polite
"I'd prefer you didn't"), on prompts written for these tests: each must fire, and the look-alikes
beside them (an answer, a new task naming a fault, someone else's verdict, a fact about the world,
the user correcting their own message, a one-off) must stay quiet. The labelled rows of
tests/data/corrections_authored9.jsonl are scored too."""

from __future__ import annotations

import json
from pathlib import Path

import corrections_eval
import pytest

from memory_plugin.session import corrections

CORRECTIONS = {
    "pl": [
        "Nie o to mi chodziło, miałeś tylko dodać logowanie.",
        "Zepsułaś testy, od twojego commita nic nie przechodzi.",
        "Przecież mówiłem ci, że używamy spacji, nie tabów.",
        "Przestań zmieniać nazwy zmiennych.",
        "Od teraz pisz commity po angielsku.",
        "Dlaczego wyłączyłeś lintera?",
        "Nie ruszaj pliku z migracjami.",
    ],
    "tr": [
        "Yanlış anladınız, sadece testleri düzeltmenizi istedim.",
        "Bozdun, uygulama artık açılmıyor.",
        "Sana söylemiştim, tab değil boşluk kullanıyoruz.",
        "Değişken isimlerini değiştirmeyi bırak.",
        "Bundan böyle commit mesajlarını İngilizce yaz.",
        "Neden linter'ı kapattın?",
        "Öyle yapma, mevcut fonksiyonu yeniden kullan.",
    ],
    "cs": [
        "Tak jsem to nemyslel, měl jsi jen přidat logování.",
        "Rozbila jsi testy, od tvé změny nic neprochází.",
        "Vždyť jsem ti říkal, že používáme mezery, ne taby.",
        "Přestaň přejmenovávat proměnné.",
        "Příště piš commity anglicky.",
        "Proč jsi vypnul linter?",
        "Nesahej na soubor s migracemi.",
    ],
    "sv": [
        "Det var inte det jag menade, du skulle bara lägga till loggning.",
        "Du har förstört testerna, inget går igenom sedan din ändring.",
        "Jag sa ju att vi använder mellanslag, inte tabbar.",
        "Sluta byta namn på variablerna.",
        "I fortsättningen, skriv commit-meddelanden på engelska.",
        "Varför stängde du av lintern?",
        "Rör inte migreringsfilen.",
    ],
    "uk": [
        "Ти мене не зрозумів, треба було лише додати логування.",
        "Ти зламала тести, через твій коміт нічого не проходить.",
        "Я ж казав, що ми використовуємо пробіли, а не таби.",
        "Припини перейменовувати змінні.",
        "Надалі пиши коміти англійською.",
        "Навіщо ти вимкнув лінтер?",
        "Не чіпай файл з міграціями.",
    ],
    "other": [
        "You're assuming the queue never drops messages; it does.",
        "Tu pars du principe que l'utilisateur est connecté. Il ne l'est pas forcément.",
        "Your explanation is inaccurate, the cache is per process.",
        "Brilliant, now the build fails on Windows.",
        "Wonderful, now it compiles but does nothing.",
        "Thanks, but I'd prefer you didn't add new dependencies without asking.",
    ],
}

LOOK_ALIKES = {
    "pl": [
        "Nie, nie trzeba, możesz kontynuować.",
        "Napraw błąd, przez który zły użytkownik dostaje maila.",
        "Szef mówi, że ten wykres jest źle opisany.",
        "Nie ma jeszcze testów dla tego modułu, dopisz je.",
        "Przepraszam, pomyliłem się wcześniej: baza to Postgres, nie MySQL.",
    ],
    "tr": [
        "Hayır, gerek yok, devam edebilirsin.",
        "Yanlış kullanıcıya mail giden hatayı düzelt.",
        "Patron grafiğin yanlış etiketlendiğini söylüyor.",
        "Bu modül için henüz test yok, ekle.",
        "Yine de testleri çalıştır lütfen.",
    ],
    "cs": [
        "Ne, není potřeba, klidně pokračuj.",
        "Oprav chybu, kdy se mail posílá špatnému uživateli.",
        "Šéf říká, že ten graf je špatně popsaný.",
        "Pro tenhle modul zatím nejsou testy, dopiš je.",
        "Pardon, spletl jsem se: databáze je Postgres, ne MySQL.",
    ],
    "sv": [
        "Nej, det behövs inte, fortsätt bara.",
        "Fixa buggen där mejlet går till fel användare.",
        "Chefen säger att diagrammet har fel etiketter.",
        "Det finns inga tester för modulen än, skriv några.",
        "Förlåt, jag skrev fel: databasen är Postgres, inte MySQL.",
    ],
    "uk": [
        "Ні, не потрібно, продовжуй.",
        "Виправ баг, через який лист іде не тому користувачу.",
        "Керівник каже, що графік підписано неправильно.",
        "Для цього модуля ще немає тестів, допиши їх.",
        "Вибач, я помилився: база даних Postgres, а не MySQL.",
    ],
    "other": [
        "Assuming the queue is durable, how many workers do we need?",
        "The explanation in CONTRIBUTING.md is outdated, please update it.",
        "Great, now it passes. Ship it.",
        "Thanks, I'd prefer the second option.",
        "No, not needed, go ahead.",
        "The customer says the invoice total is wrong.",
    ],
}


@pytest.mark.parametrize("prompt", [p for ps in CORRECTIONS.values() for p in ps])
def test_corrections_in_the_new_languages_fire(prompt):
    assert corrections.classify(prompt) is not None


@pytest.mark.parametrize("prompt", [p for ps in LOOK_ALIKES.values() for p in ps])
def test_their_look_alikes_stay_quiet(prompt):
    assert corrections.classify(prompt) is None


DATA = Path(__file__).parent / "data" / "corrections_authored9.jsonl"


def test_authored_rows_score():
    rows = [json.loads(line) for line in DATA.read_text("utf-8").splitlines() if line.strip()]
    assert {row["lang"] for row in rows} >= {"pl", "tr", "cs", "sv", "uk", "en"}
    precision, recall, wrong = corrections_eval.score(rows, "label", "family")
    assert precision >= 0.95 and recall >= 0.95, "\n".join(wrong)
