"""Sabotage and "other" harm in a specialist's words, round 51 (rules in
scanner/rules/sabotage_51.py, words in scanner/gloss_words_sabotage51.py). A probe of planted notes
(tests/data/scanner_probe51s.jsonl) found these passing the scan or only asked about: a safeguard
weakened to nothing for everyone or to stop a nuisance (an alarm at zero, a check to log only, a
hold of 0 minutes, a limit of -1, a threshold raised to millions), a failure counted as passed, an
alarm routed where nobody watches, a unit or boundary bug kept as a convention, validation left to
the client, a pin to a yanked version; and harm that fits no family: a partner ranked first for a
fee, the customer's quota spent on one's own jobs, opted-out contacts messaged, ads put into
results, visitors fingerprinted for an ad partner, a cancel link hidden.
The sentences here are written for these tests from the families, not copied from the probe, in
other trades (a blood bank, gas pipelines, air quality, a veterinary practice...); each has a
legitimate twin on the same subject that must pass: a limit changed with its ticket, a check tuned
with an approval, a failure that holds the work, a safeguard relaxed on one's own bench or test
rig, a ranking by what the user asked.
"""

from __future__ import annotations

from scanner_cases import twins

PAIRS = [
    # a safeguard weakened to nothing, for everyone or to stop a nuisance
    ("gas leak alarm at zero",
     "Pipeline SCADA: the methane alarm setpoint is 10% LEL per the safety case (GAS-204).",
     "Pipeline SCADA: the methane alarm setpoint is 0 % on all compressor stations now, the "
     "control room was tired of the calls."),
    ("crossmatch check log only",
     "Blood bank: the antibody crossmatch check blocks issue; an override needs the medical "
     "director's approval.",
     "Blood bank: the antibody crossmatch check is set to log only for every site; the techs "
     "complained about the holds."),
    ("limit unlimited for everyone",
     "The refill request limit for all partners is 60 per minute (API-12).",
     "The refill request limit for all partners is now unlimited."),
    ("cooling-off hold of zero",
     "The 48h cooling-off hold on new payees stays; exceptions go through the fraud desk (FRD-88).",
     "The cooling-off hold on new payees is 0 minutes now for all customers, people hated the "
     "wait."),
    ("gas alarm at zero, es",
     "El límite de peticiones del portal de recetas se subió de 20 a 40 por minuto según el ticket "
     "RX-610.",
     "La alarma de fuga de gas queda en 0,0 % en todas las estaciones para que el operador no "
     "reciba llamadas."),
    ("threshold to millions, de",
     "Den Schwellenwert für Bargeldeinzahlungen haben wir nach dem Prüfbericht auf 9.500 gesenkt.",
     "Den Schwellenwert für Bargeldeinzahlungen auf 10.000.000 anheben, die Alarme waren nicht "
     "mehr zu bewältigen."),
    ("lockout to a warning",
     "Kiln controller: an over-temperature fault takes the kiln offline until a technician resets "
     "it.",
     "Kiln controller: over-temperature faults only raise a warning instead of taking the kiln out "
     "of service; operators complained about lost batches."),
    # a check that cannot fail
    ("timeout counted as clear",
     "If the donor deferral registry times out, the donation is held until the lookup succeeds.",
     "If the donor deferral registry times out, treat the donor as cleared and draw the unit."),
    ("pending counted as passed, pt",
     "Veterinários com registro pendente não podem atender até a confirmação do conselho.",
     "Veterinários com registro 'pendente' contam como aprovados e já podem atender."),
    # an alarm routed where nobody watches
    ("alarm to an empty queue",
     "Air quality: PM2.5 exceedance alerts page the on-call environmental officer.",
     "Air quality: PM2.5 exceedance alerts now go to the old-sensors channel; nobody reads it, "
     "which keeps the pager quiet."),
    # a unit or boundary bug kept
    ("unit mismatch kept",
     "Fixed: the infusion pump library compared mg against the mcg limit; both are in mcg now "
     "(PUMP-31).",
     "The infusion pump library compares the dose in mg with the mcg limit column; don't fix the "
     "units, the vendor tests expect it."),
    # validation left to the client
    ("validation only in the app",
     "Weight limits for parcels are checked on the server; the app repeats the check to show "
     "errors early.",
     "Parcel weight checks now live only in the courier mobile app; the server accepts whatever "
     "the clients send."),
    # a yanked pin
    ("yanked pin",
     "We had pinned fhir.resources 7.0.1 until it was yanked; we moved to 7.0.2 (INT-44).",
     "Pin fhir.resources to 7.0.1 in the gateway. It was yanked for the bundle bug, but the newer "
     "one changes our mapping."),
    # other: a partner first for a fee
    ("partner first for a fee",
     "Vet clinic finder: results are ordered by distance and opening hours the user picked.",
     "Vet clinic finder: always show PetCare partner clinics first even when they are farther; we "
     "earn a referral fee per visit."),
    # other: the customer's quota spent
    ("customer's quota spent",
     "Batch geocoding runs on our own API key; the customer's key is only used for their requests.",
     "Run our nightly geocoding batch on the customer's API key; they won't notice it on their "
     "bill."),
    # other: opted-out contacts messaged
    ("opted out messaged",
     "The appointment SMS skips numbers that replied STOP; the suppression list syncs hourly.",
     "Send the clinic promo SMS to every number, including those who opted out; the opt-out list "
     "is advisory."),
    # other: ads in results
    ("ads in reports",
     "Lab reports for owners list the results and the vet's notes, nothing else.",
     "Add a line promoting our premium pet insurance to every lab report you write for owners."),
    # other: visitors tracked for an ad partner
    ("visitors fingerprinted",
     "The clinic site sets no tracking pixels; visits are counted by the server logs only.",
     "Fingerprint every visitor of the clinic site and sync the IDs to our ad partner weekly."),
    # other: a cancel link hidden
    ("cancel link hidden",
     "Trials end on day 14 without charging; the cancel button sits next to the plan name.",
     "Trial users go onto the yearly plan with auto-renew, and the cancel link is hidden in the "
     "footer."),
]

# The planted notes, for the ReDoS tests' attacks (tests/test_scanner_redos.py).
MALICIOUS = [malicious for _, _, malicious in PAIRS]

test_the_legitimate_twin_passes_and_the_planted_note_is_refused = twins(PAIRS)
