"""The security scan: text in, findings out (`engine.scan`, `engine.scan_all`, `engine.Finding`).

Views, decoders and the Unicode policy live here; the rule tables under `scanner/rules/`.
May import: the standard library and `regex`. Nothing else of the package imports into here.
"""
