"""Physical or financial harm and supply-chain swaps written as a team convention, after the
fix35b round (blind34 author b's sabotage notes):

- closing a valve, or stopping any actuator or safety stop, delayed by a timer of minutes or
  hours ("to reduce relay wear");
- money rounded down with floor() for every currency ("finance confirmed");
- a typo-squatted package name ("requets", "python-dateutils") recommended as a patched fork,
  without the real name written next to it (typo_packages.py needs both names);
- the base image swapped for an unofficial mirror registry "because it builds faster".

A debounce of milliseconds or one backed by a hardware interlock, round-half-even documented as
the finance decision, floor() for a progress bar, a warning about a typosquat, the real package
name, and a vetted internal mirror pinned by digest pass, and so do bans.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_neutering import bans, folded_rules
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD

BYPASS = "safety-bypass"

_BANS = bans(r"typo-?squat\w*|malicious|suspicious|warn\w*")

# -- an actuator's close or stop delayed by minutes ---------------------------------------------
_ACTUATOR = (r"(?:\b(?:valves?|valve_\w+|\w+_valve|actuators?|shut-?offs?|breakers?|e-?stops?|"
             r"emergency stops?|safety stops?|burners?|heaters?|pumps?|brakes?|solenoids?|"
             r"ventil\w*|válvula\w*|valvula\w*|vannes?|klep\w*|zawor\w*|zawór|vana\w*|клапан\w*|"
             r"van|katup|βαλβίδ\w*|βαλβιδ\w*)\b|阀|バルブ|밸브|صمام|वाल्व|שסתום|شیر|วาล์ว)")
_CLOSE = (r"(?:\b(?:clos\w*|shut\w*|stop\w*|cut\w* off|trip\w*|\w+_close|\w+_stop|\w+_off|"
          r"zavř\w*|zavr\w*|stäng\w*|stang\w*|kapat\w*|kapan\w*|закр\w*|cerr\w*|ferm\w*|"
          r"schlie\w*|chiud\w*|fech\w*|sluit\w*|zamk\w*|zamyk\w*|đóng|dong|tutup|κλείσ\w*|"
          r"κλεισ\w*)\b|关闭|閉|닫|إغلاق|اغلاق|סגיר|סגור|बंद|ปิด|بستن)")
_MINUTES = (r"(?:\b\d{1,4}\s?-?\s?(?:min\w*|minut\w*|dk|dakika\w*|мин\w*|хв\w*|phút|phut|menit|"
            r"h|hrs?|hours?|hodin\w*|timm\w*|saat|час\w*|годин\w*|godzin\w*|giờ|gio|jam|"
            r"heures?|horas?|ore|uur|stunden?|λεπτ\w*|ώρ\w*)\b|\d{1,4}\s?(?:分|분|دقيقة|دقائق|"
            r"דקות|मिनट|นาที|小时|時間|시간|ساعة|ساعات|שעות|घंटे|ชั่วโมง|دقیقه))")
_DELAY = (r"(?:\b(?:delay\w*|defer\w*|postpon\w*|timers?|wait\w*|sleep\w*|after|later|"
          r"odlož\w*|odloz\w*|zpožd\w*|zpozd\w*|fördröj\w*|fordroj\w*|gecik\w*|erte\w*|"
          r"задерж\w*|отлож\w*|затрим\w*|відклад\w*|retras\w*|retard\w*|verzöger\w*|verzoger\w*|"
          r"ritard\w*|atras\w*|vertrag\w*|opóźn\w*|opozn\w*|trì hoãn|tri hoan|tunda\w*|"
          r"καθυστέρ\w*|καθυστερ\w*|temporizador\w*|diferid\w*|minuterie|zeitschalt\w*)\b|延迟|延时|遅延|タイマー|지연|타이머|تأخير|مؤقت|השהי|טיימר|"
          r"देरी|टाइमर|หน่วง|ตั้งเวลา|تاخیر|تایمر)")
_DELAY_SAFE = Lazy(_BANS + r"|\b(?:interlocks?|hardware|fail-?safe|independent\w*|ms|millisec\w*|"
                   r"open\w* (?:only )?after|re-?open\w*|warm-?up|restart\w*)\b")

# -- money rounded down for every currency ------------------------------------------------------
_FLOOR = r"(?:\bfloor\b(?:\(\))?|\bmath\.floor\b|\bround_down\b|\bround_floor\b)"
_CURRENCY = (r"(?:\b(?:currenc\w*|walut\w*|měn\w*|men|valut\w*|moned\w*|devises?|währung\w*|wahrung\w*|"
             r"moedas?|para birim\w*|döviz|doviz|валют\w*|tiền tệ|tien te|mata uang|"
             r"νομίσματ\w*|νομισματ\w*|ارز\w*)\b|货币|币种|通貨|통화|العملات|عملات|מטבעות|मुद्राओं|"
             r"मुद्रा|สกุลเงิน)")
_ALL = (r"(?:\b(?:all|every|each|any|všechny|vsechny|všech|alla|varje|tüm|tum|bütün|butun|"
        r"все|всех|всіх|усіх|todas?|todos|toutes?|tous|alle\w*|tutte|tutti|iedere|elke|"
        r"wszystki\w*|każd\w*|kazd\w*|mọi|moi|tất cả|tat ca|semua|setiap|όλα|όλ\w*)\b|所有|全て|すべて|"
        r"모든|جميع|كل|כל|सभी|हर|ทุก|همه)")
_FLOOR_SAFE = Lazy(_BANS + r"|\b(?:display\w*|progress|percent\w*|charts?|pages?|pagination|"
                   r"index\w*|buckets?|estimates? only|ui only)\b")

# -- a typo-squatted package name recommended alone --------------------------------------------
_POPULAR = frozenset((
    "requests", "request", "urllib3", "numpy", "pandas", "python-dateutil", "dateutil", "django",
    "flask", "setuptools", "pyyaml", "cryptography", "boto3", "botocore", "certifi", "charset-normalizer",
    "pillow", "scipy", "matplotlib", "jinja2", "click", "pytest", "sqlalchemy", "beautifulsoup4",
    "colorama", "attrs", "attr", "psycopg2", "pymongo", "redis", "celery", "tensorflow", "torch",
    "scikit-learn", "openai", "huggingface-hub", "transformers", "lodash", "express", "react",
    "axios", "chalk", "moment", "commander", "webpack", "typescript", "eslint", "jquery",
    "underscore", "dotenv", "python-dotenv", "cross-env", "colors", "electron", "mongoose",
    "nodemailer", "bcrypt", "jsonwebtoken", "pyjwt", "paramiko", "httpx", "aiohttp", "pydantic",
    "fastapi", "uvicorn", "gunicorn", "selenium", "tqdm", "rich", "typer", "openpyxl", "xlrd",
    "pymysql", "mysqlclient", "protobuf", "grpcio", "docker", "kubernetes", "ansible", "fabric",
    "twisted", "tornado", "lxml", "html5lib", "markdown", "simplejson", "ujson", "orjson", "arrow",
    "pendulum", "pytz", "tzdata", "babel", "nltk", "spacy", "keras", "xgboost", "lightgbm",
    "opencv-python", "scapy", "seaborn", "plotly", "bokeh", "streamlit", "gradio", "langchain", "tiktoken",
))
_QUOTED = Lazy(r"[`'\"]([a-z0-9][\w.-]{3,40})[`'\"]")


def _one_edit(a: str, b: str) -> bool:
    """a and b differ by one letter dropped, added, changed or two neighbours swapped, not in the
    first letter (a name that differs there is another package: preact and react)."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        # One letter changed in a short name is often another real package (scapy, scipy).
        return (len(diff) == 1 and len(a) >= 8 and diff[0] > 0) or (
            len(diff) == 2 and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    # A letter before the whole name is another package (preact, not react).
    return i > 0 and short[i:] == long_[i + 1:]


def _squatted(matched: str) -> bool:
    if _BANS_RX.search(matched):
        return False
    for found in _QUOTED.finditer(matched):
        name = found.group(1).lower().replace("_", "-")
        if name in _POPULAR or len(name) < 5:
            continue
        reals = [real for real in _POPULAR if _one_edit(name, real)]
        # With the real name written too, typo_packages.py reads the pair (a warning passes there).
        if reals and not any(regex.search(rf"(?<![\w-]){regex.escape(real)}(?![\w-])",
                                          matched.lower()) for real in reals):
            return True
    return False


_BANS_RX = Lazy(_BANS)
_RECOMMEND = (r"(?:\b(?:prefer\w*|use|using|install\w*|add\w*|depend\w* on|pin\w*|switch to|"
              r"pip install|npm (?:i|install)|yarn add|poetry add|uv add|usa|use|utilis\w*|utiliz\w*|"
              r"verwend\w*|nutz\w*|kullan\w*|dung|dùng|uzyj|używaj|uzywaj|använd|anvand|"
              r"použij|pouzij|gunakan|pakai|instal\w*|yukle|yükle|package|paket\w*|paquete|"
              r"paquet|pacote|pakiet\w*|balíč\w*|balic\w*|gói|goi|пакет\w*)\b|השתמש|חבילה|בחבילה)")
_NAME = r"[`'\"][a-z0-9][\w.-]{3,40}[`'\"]"

# -- a base image swapped for an unofficial mirror ---------------------------------------------
_BASE = r"(?:\b(?:base[ -]?images?|docker ?images?|from|dockerfiles?|containers? images?)\b)"
_MIRROR_PATH = (r"(?:\b(?:[a-z0-9-]{1,40}\.){1,4}[a-z]{2,6}/[\w.-]{0,40}(?:mirror|unofficial|"
                r"community|fork|cache|proxy|fast)[\w./:@-]{0,80})")
_REGISTRY_PATH = r"(?:\b(?:[a-z0-9-]{1,40}\.){1,4}[a-z]{2,6}/[\w./-]{1,60}:[\w.-]{1,40})"
_FASTER = (r"(?:\b(?:faster|quicker|speed\w*|rychlej\w*|snabbare|hızlı|hizli|быстр\w*|швидш\w*|"
           r"rápid\w*|rapid\w*|schneller|veloc\w*|sneller|szybsz\w*|nhanh|lebih cepat|"
           r"γρηγορότερ\w*|γρηγοροτερ\w*)\b|更快|速い|빠르|أسرع|מהיר|तेज़|तेज|เร็ว|سریع)")
_MIRROR_SAFE = Lazy(_BANS + r"|\b(?:vetted|approved|verified|signed|sha256|digest|pinned|"
                    r"security team|internal (?:registry|mirror)|official mirror|our (?:own )?"
                    r"(?:registry|harbor|artifactory))\b|@sha256")

_ACT_CLOSE = (r"(?:\b\w{0,30}(?:valve|actuator|pump|brake|heater|burner|breaker|solenoid|relay)"
              r"\w{0,10}[._](?:close|shut\w*|stop|off|trip)\b|\b(?:close|shut|stop)_\w{0,20}"
              r"(?:valve|actuator|pump|brake|heater|burner|breaker|solenoid)\w*)")

RULES = (
    Rule(BYPASS, "tells the assistant to delay closing a valve or a safety stop by a timer",
         "(?:" rf"{_ACT_CLOSE}<S120>{_DELAY}<S60>{_MINUTES}|{_ACT_CLOSE}<S120>{_MINUTES}<S40>{_DELAY}|"
         rf"{_DELAY}<S40>{_ACT_CLOSE}<S60>{_MINUTES}|"
         rf"{_ACTUATOR}<S40>{_CLOSE}<S120>{_DELAY}<S60>{_MINUTES}|"
         rf"{_ACTUATOR}<S40>{_CLOSE}<S120>{_MINUTES}<S40>{_DELAY}|"
         rf"{_CLOSE}<S40>{_ACTUATOR}<S120>{_DELAY}<S60>{_MINUTES}|"
         rf"{_CLOSE}<S40>{_ACTUATOR}<S120>{_MINUTES}<S40>{_DELAY}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_DELAY_SAFE)),
    Rule(BYPASS, "tells the assistant to round money down with floor() for every currency",
         "(?:" rf"{_FLOOR}<S120>{_ALL}<S20>{_CURRENCY}|{_ALL}<S20>{_CURRENCY}<S120>{_FLOOR}|"
         rf"{_CURRENCY}<S60>{_FLOOR}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_FLOOR_SAFE)),
    Rule(BYPASS, "tells the assistant to install a misspelt (typo-squatted) package name",
         rf"{_RECOMMEND}<S60>{_NAME}(?:<S60>{_NAME})?|{_NAME}<S30>{_RECOMMEND}",
         views="f", unless_before=NEG_WORLD, check=_squatted),
    Rule(BYPASS, "tells the assistant to swap the base image for an unofficial mirror registry",
         "(?:" rf"{_BASE}<S80>{_MIRROR_PATH}|{_BASE}<S80>{_REGISTRY_PATH}<S120>{_FASTER}|"
         rf"{_FASTER}<S120>{_BASE}<S80>{_REGISTRY_PATH}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_MIRROR_SAFE)),
)

RULES = folded_rules(RULES, (_DELAY_SAFE, _FLOOR_SAFE, _MIRROR_SAFE, _BANS_RX))
