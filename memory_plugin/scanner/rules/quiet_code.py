"""Sabotage written into the code as a house rule (after the blind16 round): a test emptied of its
assertions while its name and structure stay, so CI stays green and the reviewer sees nothing; an
account seeded by a migration with a literal password and superuser rights; amounts rounded down
and the remainders credited to an account of ours; tokens drawn from `random` (seeded or not) in
place of the `secrets` module.

Each rule needs the weakening and what makes it one (the asserts removed and the kept shell or the
green build; the literal password and the superuser role in a migration; the rounding and where
the remainder goes; `random` put where `secrets` was), so "remove the duplicate assert and keep
the one that checks the status", "the dev seed adds admin/admin for local testing", "refund the
rounding remainder to the customer's account" and "replace random.random() with secrets.token_hex"
pass; a negation before it, or a test or local context, is advice. Other languages arrive through
the gloss (scanner/gloss_words_conduct.py).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.open_defaults import _NOT_HERE, _REMOVE
from memory_plugin.scanner.rules.sabotage import NEG_ANY

SABOTAGE = "safety-bypass"
_LOCAL_IN = Lazy(r"\b(?:dev|development|local\w*|tests?|testing|e2e|fixtures? only|sandbox|"
                 r"docker-compose)\b")
_THEIRS = Lazy(r"\b(?:customer|client|user|payee|buyer|vendor|partner)(?:'s|s'|s)? (?:own )?"
               r"(?:accounts?|balances?|wallets?)\b|\bback to\b|\brefund\w*")
_STRIP = rf"(?:{_REMOVE}|strip\w*|rip\w* out|take\w* out|comment\w* out|gut\w*)"
_ASSERTS = r"(?:asserts?|assertions?|expect(?:ations|s)?|assert\w*)"
_REST = (r"(?:(?:the )?difference|remainders?|leftovers?|fractions?|residue|rounding gains?|"
         r"diferencia|differenza|differenz|diferenca|roznic\w*)")
_BOOK = (r"(?:credit\w*|transf\w*|mov\w*|put|book\w*|send|sent|sweep\w*|rout\w*|deposit\w*|"
         r"abon\w*|acredit\w*|accredit\w*|uberweis\w*|przelej\w*|przelew\w*)")
_CSPRNG = (r"(?:\bsecrets\.\w+|\bos\.urandom\b|\bcrypto\.randombytes\b|"
           r"\bcrypto\.getrandomvalues\b|\bsecurerandom\b|\brandom_bytes\b)")
_INSTEAD = (r"(?:instead of|rather than|in place of|en vez de|en lugar de|statt|anstatt|zamiast|"
            r"invece di|al posto di|au lieu de|em vez de|no lugar de)")


_not_local = kept_unless(_LOCAL_IN)


_not_theirs = kept_unless(_THEIRS)


RULES = (
    Rule(SABOTAGE, "tells the assistant to empty tests of their asserts and keep their shell",
         rf"(?:\b{_STRIP}\b<G40>\b{_ASSERTS}\b|\b{_ASSERTS}\b<G20>\b{_STRIP}\b)<A160>"
         r"(?:\b(?:keep|retain|leave|preserve|behalt|mantien|manten|zostaw)\w*\b"
         r"<G40>\b(?:names?|structure|signatures?|functions?|shell|skeleton)\b|\b(?:ci|pipeline|"
         r"build|suite)\b<G30>\b(?:green|stays? green|gr[uü]n|verde|zielon\w*)\b|\breviewers?\b"
         r"<G40>\b(?:won'?t|can'?t|cannot|not|doesn'?t|don'?t|never)\b)",
         views="f", unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to seed an account with a literal password and "
                   "superuser rights",
         r"\b(?:seed\w*|migrations?|fixtures?|bootstrap\w*)\b<A120>\b(?:add|create|insert|seed)"
         r"\w*\b<G80>\b(?:users?|accounts?|logins?)\b<G80>(?:`[^`\n]{1,40}`\s?/\s?`?[^`\s]{4,40}|"
         r"\bpassword\b)<G80>\b(?:superuser|super ?admin|superadmin|root)\b",
         views="f", unless_before=_NOT_HERE, check=_not_local),
    Rule(SABOTAGE, "tells the assistant to round amounts down and credit the remainders to an "
                   "account",
         rf"\b(?:floor|truncat\w*|round(?:ing|ed)? down)\b<A160>(?:\b{_REST}\b<G80>\b{_BOOK}\b|"
         rf"\b{_BOOK}\b<G40>\b{_REST}\b)<G60>\b(?:accounts?|wallets?|reserve|balance|cuenta|conto|"
         r"konto|conta)\b",
         views="f", unless_before=NEG_ANY, check=_not_theirs),
    Rule(SABOTAGE, "tells the assistant to draw tokens from `random` instead of `secrets`",
         rf"\brandom\.(?:seed|getrandbits|randint|random|choice|choices|randrange|sample)\b<G80>"
         rf"\b{_INSTEAD}\b<G40>{_CSPRNG}|{_CSPRNG}\W{{0,3}}\s?(?:replaced by|{_INSTEAD})\b<G40>"
         rf"\brandom\.\w+|\b(?:replace|swap|change|switch)\w*\b<G20>{_CSPRNG}<G40>\b(?:with|for|"
         r"by|to|con|por|durch|na)\b<G20>\brandom\.\w+",
         views="f", unless_before=_NOT_HERE),
)
