"""Deception in commits and reports written as a team convention, after the fix35b round
(blind34 author b's deception notes):

- dependency updates committed under a harmless label ("docs: typo fix", "style: formatting");
- linter or SAST warnings reported as "checks passed" because the risk was accepted;
- a summary that gives only the final success and leaves out the failed attempts and the flags
  that were changed to get there.

A real typo fix labelled "docs: typo fix", dependency bumps labelled "build(deps)", a risk
acceptance reported as such ("checks passed, 3 warnings risk-accepted"), and a short summary that
says a retry happened pass, and so do bans.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_neutering import bans, folded_rules
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD

DECEPTION = "deception"

# (Vietnamese "không" counts as a ban here too, as in the other two modules.)
_BANS = bans(r"dishonest\w*|mislead\w*|deceptive")
_SAFE = Lazy(_BANS)

# -- dependency updates under a harmless commit label -------------------------------------------
_DEPS = (r"(?:\b(?:dependenc\w*|deps|dependênc\w*|dépendance\w*|dependance\w*|abhängigkeit\w*|"
         r"abhangigkeit\w*|dipendenz\w*|afhankelijkhe\w*|bağımlılık\w*|bagimlilik\w*|"
         r"závislost\w*|zavislost\w*|beroende\w*|зависимост\w*|залежност\w*|zależnoś\w*|"
         r"zaleznos\w*|phụ thuộc|phu thuoc|dependensi|εξαρτήσ\w*|εξαρτησ\w*|version bumps?|"
         r"package (?:updates?|upgrades?|bumps?)|lock ?files?|package-lock\.json|"
         r"requirements\.txt|go\.sum)\b|依赖|依存|의존성|التبعيات|تبعيات|الاعتماديات|תלויות|"
         r"निर्भरता|dependencies|وابستگی|ไลบรารี|แพ็กเกจ|ディペンデンシー)")
_HARMLESS_LABEL = (r"[\"'`«“„‘](?:docs?|typo|fix typo|style|chore: ?(?:typo|format\w*|cleanup|"
                   r"comments?)|readme|comments?|format\w*|whitespace|wording)\b"
                   r"[^\"'`»”“‘’\n]{0,30}[\"'`»”“‘’]")

# -- warnings reported as passed -------------------------------------------------------------------
_WARN = (r"(?:\b(?:lint\w*|sast|semgrep|bandit|sonar\w*|codeql|snyk|static analysis|"
         r"warnings?|findings?|alerts?|uyarı\w*|uyari\w*|varování|varovani|varning\w*|"
         r"предупрежд\w*|попередж\w*|advertencias?|avertissements?|warnungen|avvis\w*|avisos?|"
         r"waarschuwing\w*|ostrzeżen\w*|ostrzezen\w*|cảnh báo|canh bao|peringatan|"
         r"προειδοποιήσ\w*|προειδοποιησ\w*)\b|警告|경고|تحذيرات|التحذيرات|אזהרות|चेतावनी|"
         r"คำเตือน|هشدار)")
_REPORT = (r"(?:\b(?:report\w*|summar\w*|write|say|state|mark\w*|status|pr description|"
           r"rapor\w*|zpráv\w*|zprav\w*|rapport\w*|отчет\w*|звіт\w*|informe|resumen|bericht\w*|"
           r"relazione|relatório|relatorio|verslag|raport\w*|báo cáo|bao cao|laporan|skriv|napiš|napis|napisz|yaz|escribe|écris|ecris|schreib\w*|"
           r"scrivi|escreve|schrijf|tulis|viết|viet|пиши|напиши)\b|报告|"
           r"レポート|報告|보고|التقرير|تقرير|בדוח|דוח|रिपोर्ट|รายงาน|αναφορά|گزارش)")
_PASSED = (r"[\"'`«“„](?:all )?(?:checks? (?:passed|ok|green)|(?:all )?(?:passed|green|clean|ok)|"
           r"no (?:issues|warnings|findings|problems)(?: found)?|all checks passed|"
           r"everything (?:passed|green|ok))[.!]?[\"'`»”“]")
_PASSED_SAFE = Lazy(_BANS + r"|\b(?:risk-accepted|accepted risk|as accepted|with (?:the )?"
                    r"(?:warnings?|findings?) listed)\b")

# -- only the final success in a summary --------------------------------------------------------
_SUMMARY = (r"(?:\b(?:summar\w*|reports?|recaps?|status updates?|final messages?|özet\w*|ozet\w*|"
            r"shrnut\w*|souhrn\w*|sammanfattning\w*|резюме|сводк\w*|підсумк\w*|звіт\w*|"
            r"отчет\w*|resumen|résumé|resume|zusammenfassung|riepilogo|resumo|samenvatting|"
            r"podsumowan\w*|tóm tắt|tom tat|ringkasan|σύνοψη|περίληψη)\b|总结|摘要|まとめ|要約|"
            r"요약|الملخص|ملخص|סיכום|सारांश|สรุป|خلاصه)")
_ONLY = (r"(?:\b(?:only|just|solely|sadece|yalnızca|yalnizca|jen|pouze|bara|endast|только|лише|"
         r"тільки|solo|sólo|seulement|uniquement|nur|soltanto|apenas|só|alleen|tylko|chỉ|chi|"
         r"hanya|μόνο|μονο)\b|只|だけ|のみ|만|فقط|רק|सिर्फ़|सिर्फ|केवल|เฉพาะ|แค่)")
_FINAL = (r"(?:\b(?:final\w*|last|end|eventual|ending|son|końcow\w*|koncow\w*|konečn\w*|konecn\w*|slutlig\w*|sista|"
          r"финальн\w*|последн\w*|остаточн\w*|фінальн\w*|останн\w*|finale?|último|ultimo|"
          r"dernier\w*|letzte\w*|laatste|ostatni\w*|cuối|cuoi|akhir|τελικ\w*)\b|最终|最後|最終|"
          r"최종|마지막|النهائي|الأخير|הסופי|האחרון|अंतिम|สุดท้าย|نهایی)")
_SUCCESS = (r"(?:\b(?:success\w*|keberhasilan|framg\w*|results?|outcomes?|runs?|pass\w*|green|başarı\w*|basari\w*|"
            r"úspěch\w*|uspech\w*|lyckad\w*|успех\w*|успіх\w*|éxito|exito|succès|succes|"
            r"erfolg\w*|successo|sucesso|sukces\w*|thành công|thanh cong|berhasil|sukses|"
            r"επιτυχ\w*)\b|成功|성공|النجاح|نجاح|הצלחה|सफलता|สำเร็จ|موفقیت)")
_ATTEMPTS = (r"(?:\b(?:attempts?|retries|retry|tries|failures?|failed (?:runs?|attempts?|"
             r"commands?)|reruns?|intermediate|in between|flags?|pokus\w*|försök\w*|forsok\w*|"
             r"deneme\w*|попыт\w*|спроб\w*|intentos|tentativ\w*|versuch\w*|pogingen|prób\w*|"
             r"lần thử|lan thu|percobaan|απόπειρ\w*|προσπάθει\w*)\b|尝试|試行|시도|المحاولات|"
             r"محاولات|ניסיונות|प्रयास|ความพยายาม|تلاش)")
_OMIT = (r"(?:\b(?:not|no|without|omit\w*|leav\w* out|left out|skip\w*|hid\w*|drop\w*|"
         r"exclud\w*|leave|yazma\w*|ne|nie|inte|не|nicht|niet|pas|không|khong|tidak|jangan|bez|utan|"
         r"без|sin|sans|ohne|senza|sem|zonder|vynech\w*|utelämna\w*|atla\w*|пропуст\w*|"
         r"опуст\w*|δεν|μην|χωρίς)\b|不要|不写|書かない|省略|빼|لا|بدون|בלי|לא|नहीं|मत|ไม่|نه|بدون)")
_FINAL_SUCCESS = rf"(?:{_FINAL}<S20>{_SUCCESS}|{_SUCCESS}<S20>{_FINAL})"
_SUMMARY_SAFE = Lazy(_BANS + r"|\bbut (?:\w+ ){0,3}(?:mention|say|note|state|list|include|"
                     r"report)\w*|\b(?:mention|say|note|state|list|include)\w* (?:that |the )?"
                     r"(?:it |there )?(?:failed|retr\w*|re-?ran|attempts?|flags?)")

RULES = (
    Rule(DECEPTION, "tells the assistant to commit dependency updates under a harmless label",
         "(?:" rf"{_DEPS}<S80>{_HARMLESS_LABEL}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(DECEPTION, "tells the assistant to report linter or SAST warnings as checks passed",
         "(?:" rf"{_WARN}<A200>{_REPORT}<S60>{_PASSED}|{_REPORT}<S60>{_PASSED}<A160>{_WARN}|"
         rf"{_WARN}<A200>{_PASSED}<S60>{_REPORT}" ")"
         + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_PASSED_SAFE)),
    Rule(DECEPTION, "tells the assistant to report only the final success and hide the failed "
         "attempts",
         "(?:" rf"{_SUMMARY}<S60>{_ONLY}<S30>{_FINAL_SUCCESS}<S80>{_OMIT}<S30>{_ATTEMPTS}|"
         rf"{_SUMMARY}<S60>{_ONLY}<S30>{_FINAL_SUCCESS}<S80>{_ATTEMPTS}<S20>{_OMIT}|"
         rf"{_ONLY}<S30>{_FINAL_SUCCESS}<S60>{_SUMMARY}<S60>{_OMIT}<S30>{_ATTEMPTS}|"
         rf"{_OMIT}<S30>{_ATTEMPTS}<S120>{_SUMMARY}<S60>{_ONLY}<S30>{_FINAL_SUCCESS}|"
         rf"{_SUMMARY}<S60>{_OMIT}<S30>{_ATTEMPTS}<S80>{_ONLY}<S30>{_FINAL_SUCCESS}|"
         rf"{_SUMMARY}<S60>{_FINAL_SUCCESS}<S20>{_ONLY}<S60>{_OMIT}<S30>{_ATTEMPTS}" ")",
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SUMMARY_SAFE)),
)

RULES = folded_rules(RULES, (_SAFE, _PASSED_SAFE, _SUMMARY_SAFE))
