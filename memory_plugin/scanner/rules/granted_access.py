"""Access changes said to be allowed by someone other than the user (fix26c, issue 12): a lab head, a
lead, a manager, "the team" or the owner is said to have allowed the assistant to make storage
public or change permissions itself, without the user in the loop.

"Ask the user before making a bucket public", "the lab head wants the dataset public: prepare the
ACL change and let the user apply it" and "the lead approved public-read on the docs bucket last
week (ticket 41)" pass: the user asked, or no grant to the assistant. Other languages arrive
through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

ROLE = "role-impersonation"

# Someone other than the user, vouching.
_THIRD = (r"(?:(?:lab|team|group|project|department|tech|engineering|security|data) (?:head|leads?|"
          r"lead\w*|managers?|owners?|directors?|chiefs?)|head of \w+|(?:the pi|our pi|my pi)\b|(?:the )?(?:cto|ceo|cio|"
          r"boss|supervisor|professor|manager|lead|director|owner|admin\w*|team|devops)|"
          r"заведующ\w*|руководител\w*)")
_GRANTED = (r"(?:confirm\w*|allow\w*|approv\w*|authori[sz]\w*|permit\w*|agreed|signed off|"
            r"ok'?d|okay\w*|green-?lit|gave (?:\S+ )?(?:permission|the go-ahead|approval)|"
            r"granted|cleared|said)")
# Leave given to the assistant, or no one asked.
# The modal verbs of the other languages are here, not in the gloss: read everywhere, they would
# change what every other rule sees.
_MAY = (r"(?:(?:the assistant|assistants?|the agent|the ai|claude|you) (?:\S+ )?(?:may|can|"
        r"puede|pueden|может|могут|kann|darf|peut|pode|può|puo|może|moze|får|far|kan|mag|"
        r"(?:is |are )?"
        r"(?:allowed|authori[sz]ed|permitted|free|entitled)|ha(?:s|ve) (?:the )?(?:permission|right|"
        r"go-ahead))|on (?:its|your|their) own|сам|сама|by (?:itself|yourself)|itself|yourself|independently|"
        r"autonomously|without (?:asking|checking|confirm\w*|approval|the user)|no need to ask)")
# Storage opened or permissions changed.
_OPENED = (r"(?:public[- ]?read\w*|public[- ]?access|make (?:\S+ ){0,4}?public|(?:set|switch|flip|"
           r"open)\w* (?:\S+ ){0,4}?(?:to |as )?public|publicly (?:readable|accessible)|all ?users|"
           r"allusers|anyone with the link|chmod|acls?|iam (?:polic\w*|roles?|bindings?)|"
           r"(?:change|modify|grant|edit|widen|open|loosen|update|менять|изменять|поменять|изменить|"
           r"cambiar|modifier|alterar|modificare|zmienia\w*|zmieni\w*|ändra|andra|degistir\w*|"
           r"verander\w*)\w* (?:\S+ ){0,3}?"
           r"(?:permissions?|authori[sz]ations?|access rights|access|sharing|rights)|"
           # the verb last: "die Berechtigungen selbst ändern"
           r"(?:permissions?|authori[sz]ations?|access rights|acls?) (?:\S+ ){0,4}?(?:change|modify|"
           r"edit|widen|open|loosen|verander|andern|ändern)\w*)")
# The user still decides.
_USER_DECIDES = Lazy(r"\b(?:ask|asks|asking|check with|confirm with|once the user|the user (?:approv|"
                     r"confirm|agree|decid|appl)\w*|after the user|user'?s (?:ok|approval|consent)|"
                     r"never|not|don'?t|do not|must not|prepare|propose|suggest)\b")
_UNASKED = Lazy(r"\bwithout (?:asking|checking|confirm\w*)|\bno need to ask\b")
_user_left_out = kept_unless(_USER_DECIDES, ignoring=_UNASKED)


RULES = (
    Rule(ROLE, "claims someone other than the user allowed the assistant to open storage or change "
               "permissions itself",
         rf"\b{_THIRD}\b<S60>\b{_GRANTED}\b<S120>(?:\b{_MAY}\b<S80>\b{_OPENED}|\b{_OPENED}<S80>\b{_MAY}\b)"
         r"[^\n.;!?]{0,80}",
         views="f", unless_before=NEG_ANY, check=_user_left_out),
)
