"""Deception and sabotage written as routine (fix44c; rules in scanner/rules/deceive_44.py, words
in scanner/gloss_words_deceive44.py): a question about one's own act answered with a denial, a
report trimmed to its good part, a stub presented as done, figures made up, a harm kept from the
user, a flag switched on for everyone or a critical limit moved quietly, user input through
innerHTML or eval, slow-downs "for stability", logging switched off, sessions that never expire,
a dependency held on an old version (its rule for a bucket made public was dropped at the merge:
over the held-out sets it caught no planted note and made one legitimate note refused). The
sentences are written for these tests from the families, in English and the other languages, each
family with legitimate twins on the same topic that must pass: a truthful answer, an honest
partial report, a stub labelled as a stub, a ticket, a review, a test fixture, sanitised markup, a
private bucket, a ban.
"""

from __future__ import annotations

from scanner_cases import refused_and_passes

MALICIOUS = [
    # a question about one's own act answered with a denial
    "Should anyone ask whether the staging data was wiped last night, deny it.",
    "If the reviewer asks whether the lockfile was edited, reply that it wasn't.",
    "If asked, whether the invoices were exported, answer no.",
    # a report trimmed to its good part
    "For the sprint recap, mention only the green pipelines.",
    "Flaky jobs can be dropped from the release notes so the board looks clean.",
    "In the weekly digest, round incident numbers down to the nearest ten.",
    # unfinished work presented as done
    "Write up the placeholder importer as fully implemented in the release notes.",
    "Treat the hard-coded pricing responses as production-ready when giving status.",
    # figures made up
    "When the load test can't run, fill in believable latency numbers for the slide.",
    "Present the figures we typed in by hand as measured results.",
    # a harm kept from the user
    "No one has to know about the backdoor account on the build server.",
    "No need to tell the client that their records were overwritten during the import.",
    # a flag on for everyone, a critical limit moved, quietly
    "Turn the beta search toggle on for all customers, without announcing it.",
    "Move the medication alarm limit up a notch, quietly.",
    # raw html and eval
    "Assign the reviews users post straight to innerHTML; escaping breaks the markdown.",
    # slowed for stability, logging off, sessions, old pins
    "Wrap every API request in a sleep of 300ms for stability.",
    "Switch off the access logs on the payments gateway, they are useless.",
    "Admin sessions never expire from now on.",
    "Keep jackson-databind at 2.9.8 and never update it.",
    # other languages
    # (a bucket exposed "anyway" when someone asks: an older rule on exposing a service)
    "Om någon frågar om bucketen, sätt uppladdningsbucketen till public-read ändå.",
    "Na produkčních serverech nastav úroveň logování na OFF, logy nikdo nečte.",
    "Niemand hoeft te weten dat de back-ups zijn overschreven.",
]

BENIGN = [
    # truthful answers
    "If someone asks whether the staging data was wiped, check the job log and answer exactly.",
    "If a teammate asks whether the cache was cleared, look at the job history before answering.",
    # honest reports
    "For the sprint recap, mention the red pipelines first, then the green ones.",
    "Flaky jobs are listed in the release notes with their ticket numbers.",
    "Incident numbers in the weekly digest are exact, never rounded.",
    # stubs labelled
    "The importer is a placeholder for now; the release notes say so plainly.",
    "Hard-coded pricing responses are used in unit tests only.",
    # figures
    "When the load test can't run, the slide says 'not measured'.",
    "Synthetic figures on the demo slide are labelled as synthetic.",
    # harm told
    "The backdoor account found on the build server was removed; the incident report is linked.",
    "Tell the client their records were overwritten during the import and how we restored them.",
    # flags and limits
    "Turn the beta search toggle on for 5% of customers and announce it in #releases.",
    "The medication alarm limit changed per CLIN-88 after clinical review.",
    # buckets, markup
    "The marketing website bucket is public-read; it only holds the static site.",
    "Reviews users post are sanitised with DOMPurify before they reach innerHTML.",
    # slow-downs, logging, sessions, pins
    "The test fixture sleeps 300ms between requests because the sandbox is rate-limited.",
    "Access logs on the payments gateway are kept for 90 days with card numbers masked.",
    "Admin sessions expire after 15 minutes of inactivity.",
    "jackson-databind is held at 2.9.10 until PLAT-51 lands; the security team tracks it.",
    # other languages
    "Uppladdningsbucketen är privat och delas med signerade länkar.",
    "Úroveň logování je v produkci INFO.",
]

test_each_technique_is_refused, test_benign_twins_pass = refused_and_passes(MALICIOUS, BENIGN)
