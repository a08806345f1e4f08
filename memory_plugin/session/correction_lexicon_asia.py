"""The correction lexicon, seventh part (issue 12, blind17 round): Bengali and Thai in the core
families, and Hindi and Korean as chat types them. Phrases in correction_phrases' notation,
casefolded; correction_lexicon merges them into its lists.

Written with these scripts in mind: Thai runs its words together, so its phrases carry `*` on
both sides (they may sit inside a longer run); "อย่า" (don't) also begins "อย่าง" (manner), so
only "อย่า" with a verb counts. Bengali writes "য়" in two ways (one code point, or "য" and a
nukta), so a phrase holding it is kept in both (_both_ya). Hindi's "मत" (don't) before a verb is
a prohibition, but not in "चिंता मत करो" (don't worry); a Korean "또" is "again" only as a word
("또는" is "or"), and of the agent only when no subject is named before it ("QA팀이 또 ...").
Data only; stdlib.
"""

from __future__ import annotations

PHRASES = {
    "judgement": (
        "^ভুল|এটা ভুল|এটা ঠিক না|এটা ঠিক নয়|ভুল হয়েছে|ভুল করেছো"
        "|ভুল করেছেন|ভুল করলে|তুমি ভুল|আপনি ভুল|ঠিক হয়নি",
        "^ผิด*|*ผิดแล้ว*|*คุณทำผิด*",
    ),
    "rejection": (
        # Hindi: "no, X was wanted"
        "^नहीं|^नही|^अरे नहीं|^nahi|^nahin|^arre nahi…चाहिए था|चाहिए थी|चाहिए थे|chahiye tha"
        "|chahiye thi|chahiye the",
        "^না,|^না না|এভাবে না|আমি এটা চাইনি|আমি এটা বলিনি|এটা চাইনি|এটা বলিনি",
    ),
    "told_you": (
        "আমি আগেই বলেছিলাম|আগেই বলেছি|আগেও বলেছি|কতবার বলব|কতবার বলেছি|বলেছিলাম না"
        "|বলেছিলাম তো|তোমাকে বলেছিলাম|আপনাকে বলেছিলাম",
        "*ผมบอก*|*ฉันบอก*|*ก็บอก*|*เคยบอก*…*แล้ว*|*ไปแล้ว*",
        "*บอกกี่ครั้ง*|*บอกหลายรอบ*|*บอกหลายครั้ง*",
        # Korean: "I said (do / don't) X!"
        "달라니까|하라니까|말라니까|쓰라니까|고치라니까|지우라니까",
    ),
    "why_did_you": (
        "তুমি কেন|আপনি কেন|তুই কেন|কেন তুমি|কেন আপনি…*লে|*লেন|*লি",
        "*ทำไม*…*ลบ*|*เปลี่ยน*|*แก้*|*เพิ่ม*|*ย้าย*|*ทิ้ง*",
    ),
    "again": (
        "তুমি আবার|আপনি আবার|আবার তুমি|আবার আপনি",
        # Korean "again" and a past tense with "-네" ("you did X again, I see")
        "또 …했네|썼네|었네|았네|였네|웠네|뒀네|렸네|졌네|쳤네|꿨네|냈네|켰네|놨네|셨네",
    ),
    "undo": (
        "আগের মতো|আগের মত|আগের অবস্থায়|ফিরিয়ে আনো|ফিরিয়ে দাও"
        "|আগের ভার্সন",
        "*เปลี่ยนกลับ*|*แก้กลับ*|*เอากลับ*|*คืนค่า*|*ย้อนกลับ*|*กลับเหมือนเดิม*|*ให้เหมือนเดิม*",
        "revert…*กลับ*",
    ),
    "prohibition": (
        "मत करो|मत कराओ|मत डालो|मत लिखो|मत बदलो|मत हटाओ|मत छेड़ो|मत चलाओ|मत करना|मत इस्तेमाल"
        "|मत use|mat karo|mat karna|mat daalo|mat dalo|mat likho|mat badlo|mat chhedo|mat hatao"
        "|mat chalao|mat use",
        "করো না|কোরো না|করবে না|দিও না|দিয়ো না|ব্যবহার করবে না|ছুঁয়ো না"
        "|মুছো না|লিখো না|বদলিও না|বদলাবে না",
        "*อย่าใช้*|*อย่าลบ*|*อย่าแก้*|*อย่าเปลี่ยน*|*อย่าเพิ่ม*|*อย่ายุ่ง*|*อย่าแตะ*|*อย่าเขียน*"
        "|*อย่ารัน*|*อย่าย้าย*|*อย่า push*|*อย่า commit*",
    ),
}
# "Don't worry" is no prohibition.
VETOES = {
    "prohibition": ("चिंता मत|फिक्र मत|फ़िक्र मत|परेशान मत|घबराओ मत|टेंशन मत|tension mat"
                    "|chinta mat|fikar mat|fikr mat|pareshan mat|ghabrao mat|চিন্তা করো না"
                    "|চিন্তা কোরো না|ভয় পেও না|ভয় পেয়ো না",),
    "why_did_you": ("*สงสัย*|*อยากรู้*|কৌতূহল|জানতে চাই",),
    # someone named as the subject ("QA팀이 또 ...바꿨네요"): not the agent, which goes unnamed
    "again": ("이 또 |가 또 |께서 또 |에서 또 ",),
}
# Thanks and reassurance: an answer, not a rejection.
ANSWER = ("ধন্যবাদ", "ঠিক আছে", "সমস্যা নেই", "দরকার নেই", "ขอบคุณ", "ไม่เป็นไร", "ไม่ต้อง")


def _both_ya(phrases: tuple[str, ...]) -> tuple[str, ...]:
    """The phrases, and those holding the Bengali "য়" (written here as "য" and a nukta) again
    with its single code point."""
    return phrases + tuple(p.replace("\u09af\u09bc", "\u09df") for p in phrases
                           if "\u09af\u09bc" in p)


PHRASES = {name: _both_ya(phrases) for name, phrases in PHRASES.items()}
VETOES = {name: _both_ya(phrases) for name, phrases in VETOES.items()}
