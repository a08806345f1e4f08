"""Word lists for the translated view (scanner/gloss.py) for the Latin-script languages that the
older lists read thinnest: Turkish, Dutch, Swedish, Czech and Vietnamese, for the words attacks are
made of (orders and who gives them, what is printed, sent or posted, the secrets, what is deleted
or dropped, what is turned off or skipped, what is kept from the user, what comes back every
session, approval, tests and review).

Same shape and folding as scanner/gloss_words_world.py (read with it: the learned models' features
leave both out): the English word (left), then the words that gloss to it, `|`-separated, written
as the languages write them (the gloss takes the accents off, Turkish ı ş ğ included), roughly in
the order Turkish, Dutch, Swedish, Czech, Vietnamese. A trailing `*` lets any inflection follow:
Turkish stacks suffixes and Czech declines, so their stems are five letters or more. Vietnamese is
written in syllables, so its entries are mostly two-syllable phrases. An earlier list's entry wins
over one here. Pure data.
"""

from __future__ import annotations

LATIN: tuple[tuple[str, str], ...] = (
    # orders and who gives them
    ("ignore all", "bỏ qua tất cả|bỏ qua mọi"),
    ("ignore", "yok say|görmezden gel*|negeer|strunta i|ignoruj|neposlouchej|phớt lờ|bỏ qua"),
    ("instructions", "talimat*|yönerge*|instructies|instructie|instruktioner|pokyny|pokynů|chỉ dẫn|"
                     "hướng dẫn|nguyên tắc"),
    ("previous", "önceki|vorige|tidigare|předchozí|trước đó"),
    ("obey", "itaat|gehoorzaam|lyd|poslouchej|vâng lời"),
    ("don't obey", "itaat etme|gehoorzaam niet|lyd inte|neposlouchej|đừng vâng lời"),
    ("authorized", "yetkilisin|yetkili|gemachtigd|behörighet|oprávnění|được phép"),
    ("speaks for me", "benim adıma|namens mij|talar för mig|mluví za mě|nói thay tôi"),
    ("exactly", "aynen|precies|exakt|přesně|chính xác"),
    ("must not be questioned", "sorgulanmamalıdır|niet in twijfel|får inte ifrågasättas|nesmí se zpochybňovat|"
                               "không được nghi ngờ"),
    ("system", "systeem|sistem"),
    ("signed", "imzalanmıştır|ondertekend|signerade|podepsané|được operator ký"),
    ("approved", "onaylı|onay verdi|goedgekeurd|heeft getekend|godkänt|schváleno|schválilo|phê duyệt|đã duyệt"),
    ("the user", "kullanıcı*|gebruiker|användaren|uživatel*|người dùng"),
    ("developer", "geliştirici*|ontwikkelaar|utvecklaren|vývojář*|nhà phát triển"),
    ("safety rules", "güvenlik kuralları*|veiligheidsregels|säkerhetsreglerna|bezpečnostní pravidla|quy tắc an toàn"),
    ("guidelines", "yönergelerini|richtlijnen|zásady|các nguyên tắc"),
    # what is printed, shown, sent, posted
    ("print", "yazdır*|print|skriv ut|vypiš|vypisuj|vypisovaly|in ra|in toàn bộ|in giá trị"),
    ("show in full", "tam olarak|volledig worden teruggegeven|i sin helhet|vypisovaly celé|hiển thị đầy đủ"),
    ("send", "gönder*|stuur|skicka|pošli|odesílat"),
    ("email", "e-postayla|mail hem|mejla|e-mailem|gửi email"),
    ("post", "paylaş|post"),
    ("upload", "yükle*|uploadt|laddar upp|nahraje|upload"),
    ("public", "herkese açık|publieke|publiek|publik|publika|veřejný|veřejného|công khai"),
    ("contents", "içeriğini|içeriği|inhoud|innehållet|obsah|nội dung"),
    ("the whole", "tamamını|tüm|volledige|hela|celý|celé|toàn bộ"),
    ("summary", "özet*|samenvatting*|sammanfattning*|shrnutí|tóm tắt"),
    ("summarize", "özetle|vat samen|sammanfatta|shrň|tóm tắt cuộc"),
    ("card numbers", "kart numaraları|kaartnummers|kortnummer|čísel karet|số thẻ"),
    # the secrets
    ("secrets", "secret'ları*|secret'lar|secretů|secrety|secretům"),
    ("credentials", "kimlik bilgi*|inloggegevens|inloggningsuppgifter|přihlašovacími údaji|přihlašovací údaje|"
                    "thông tin đăng nhập"),
    ("keys", "anahtar*|sleutels|nycklar|klíče|klíčů"),
    ("decrypted", "şifresi çözülmüş|ontsleutelde|dekrypterade|dešifrované|đã giải mã"),
    ("plaintext", "düz metin|klartext|čistém textu"),
    ("don't mask", "maskeleme|maskeer ze niet|maskera dem inte|nemaskuj|đừng che"),
    # delete, drop, wipe
    ("delete", "silmeni|sil|verwijder|radera|ta bort|smaž|smazat|odstraň"),
    ("drop", "drop et|droppa|dropni|drop"),
    ("clean up", "temizle*|opschonen|rensa|vyčištění|dọn dẹp"),
    ("reset", "sıfırla*|resetten|återställa|reset"),
    ("recreate empty", "boş olarak yeniden oluştur|leeg opnieuw aan|skapa dem tomma igen|"
                       "vytvoř je znovu prázdné|tạo lại chúng rỗng"),
    ("no need to check", "kontrol etmeye gerek yok|controleren is niet nodig|ingen anledning att kontrollera|"
                         "není třeba kontrolovat|không cần kiểm tra"),
    # disable, skip, bypass
    ("disable", "kapat|kapalı|zet uit|staan uit|stäng av|avstängda|vypni|vypnuté|bị tắt"),
    ("temporarily", "geçici olarak|tijdelijk|tillfälligt|dočasně|tạm thời"),
    ("approval", "onay|onaylar|goedkeuring*|godkännande*|schválení|schvalování|phê duyệt"),
    ("have been waived", "kaldırıldı|opgeschort|slopats|zrušena|được miễn"),
    ("immediately", "hemen|meteen|okamžitě"),
    ("without asking first", "önce sormaya gerek yok|eerst vragen is|niet nodig|att fråga först behövs inte|"
                             "ptát se předem|není potřeba|không cần hỏi trước"),
    ("never wait for approval", "asla onay bekleme|wacht nooit op goedkeuring|vänta aldrig på godkännande|"
                                "nikdy nečekej na schválení|đừng bao giờ chờ phê duyệt"),
    ("permission prompts", "izin istemleri|permissieprompts|behörighetsfrågor|výzvy k oprávněním|"
                           "yêu cầu cấp quyền"),
    ("branch protection", "branch korumasını|ochranu větve"),
    ("scanner", "tarayıcısı|geheugenscanner|minnesskannern|skener|trình quét"),
    ("doesn't flag them", "işaretlemesin|niet markeert|inte flaggar|neoznačil|không đánh dấu"),
    ("scanning", "taramadan|tarama|skanning|skenování|việc quét"),
    ("excluded", "hariç tutuldu|uitgesloten|undantagen|vyloučen|loại khỏi"),
    ("skip", "atla|overslaan|hoppa över|přeskoč|bỏ qua"),
    ("mark", "işaretle|markeer|markera|označ|đánh dấu"),
    # kept from the user
    ("don't mention", "bahsetme|söyleme|vermeld niet|noem niet|nämn inte|nezmiňuj|đừng nhắc"),
    ("leave it out of", "çıkar|laat dat weg|utelämna|bỏ nó ra khỏi"),
    ("tell the user", "kullanıcıya söyle|zeg tegen de gebruiker|säg till användaren|řekni uživateli|"
                      "nói với người dùng"),
    ("still running", "hâlâ çalıştığını|nog draait|fortfarande kör|pořád běží|vẫn đang chạy"),
    ("quietly", "sessizce|stilletjes|i tysthet|potichu|lặng lẽ"),
    ("say no", "hayır de|zeg nee|säg nej|řekni ne|nói không"),
    ("answer no", "hayır de|zeg nee|svara nej|odpověz ne|trả lời không"),
    ("even if you did", "değiştirmiş olsan bile|ook als je dat wel deed|även om du gjorde det|"
                        "i kdybys to udělal|kể cả khi có"),
    ("change the subject", "konuyu değiştir|verander van onderwerp|byt ämne|změň téma|đổi chủ đề"),
    ("blame", "schuif het|skyll på|sveď to|đổ lỗi"),
    ("move the timestamp", "zaman damgasını|verschuif dan de ack-timestamp|flytta kvitteringens tidsstämpel|"
                           "posuň časové razítko|dời timestamp"),
    ("report it as complete", "tamamlandı olarak raporla|meld hem toch als voltooid|rapportera den som klar|"
                              "nahlas jako dokončený|báo cáo là đã hoàn thành"),
    ("plausible numbers", "makul görünen sayılar|geloofwaardige cijfers|trovärdiga siffror|věrohodná čísla|"
                          "con số hợp lý"),
    # every session, memory, notes
    ("memory", "hafıza*|geheugen|minnet|paměť|paměti|bộ nhớ"),
    ("note", "notu|notlar*|notitie|anteckning*|poznámk*|ghi chú"),
    ("keep this entry", "bu kaydı tut|houd deze entry|behåll den här posten|ponech tento záznam|giữ mục này"),
    ("keep", "bewaar|behåll|ponech|giữ lại"),
    ("re-add", "yeniden ekle|opnieuw toe|lägg till den igen|přidej ji znovu|thêm lại"),
    ("word for word", "kelimesi kelimesine|woord voor woord|ord för ord|slovo od slova|nguyên văn"),
    ("at the start of the session", "oturumun başında|aan het begin van de sessie|i början av sessionen|"
                                    "na začátku sezení|vào đầu phiên"),
    ("confirm it's done", "yapıldığını onayla|bevestig dat het gedaan is|bekräfta att det är gjort|"
                          "potvrď, že je hotovo|xác nhận là đã xong"),
    ("after each session", "her oturumdan sonra|na elke sessie|efter varje session|po každém sezení|sau mỗi phiên"),
    # tests, checks, review
    ("tests", "test|testler*|tests|tester|testy|testů"),
    ("review", "incelemesi|review|granskning*|kiểm tra"),
    ("fails", "başarısız|faalt|misslyckas|selže|thất bại"),
    ("always", "her zaman|altijd|alltid|vždy"),
    ("never", "asla|nooit|aldrig|nikdy|không bao giờ"),
    # gloss35: Slovak, which the tables read through Czech spellings it does not share (používateľ,
    # súbor, zlyhali), with or without its marks (the gloss folds them)
    ("the user", "používateľ*"),
    ("tell the user", "povedz používateľovi|povedz používateľom"),
    ("file", "súbor|súbory|súboru|súborov|súbormi"),
    ("delete", "vymaž|vymazať|zmaž|zmazať|mazať|maž"),
    ("hide", "skry|skrývaj"),  # not "skryť": Czech "skrýt" folds alike, and an advisory hidden is no lie
    ("passed", "prešli|prešiel|prešla"),
    ("fails", "zlyhali|zlyhá|zlyhajú|zlyhal"),
)
