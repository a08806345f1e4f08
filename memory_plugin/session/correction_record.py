"""The record type of the correction detector's tables (a row, a family): a tuple with named
fields, as `collections.namedtuple` makes one (built from its values, read by field name,
`_replace`, equal to the same tuple), without importing `collections`, which costs a hook that
loads the tables more than matching a prompt against them. Also the regex tables' row, Pattern.
"""

from __future__ import annotations


def record(typename: str, field_names: str) -> type:
    """A tuple class named `typename` whose fields are the space-separated `field_names`."""
    fields = tuple(field_names.split())

    def __new__(cls, *values, **named):
        if len(values) + len(named) != len(fields) or any(f in named for f in fields[:len(values)]):
            raise TypeError(f"{typename}() takes the values of {', '.join(fields)}")
        return tuple.__new__(cls, values + tuple(named[f] for f in fields[len(values):]))

    def _replace(self, **changes):
        values = tuple(changes.pop(f, value) for f, value in zip(fields, self, strict=True))
        if changes:
            raise ValueError(f"{typename} has no field {', '.join(changes)}")
        return tuple.__new__(type(self), values)

    def __repr__(self) -> str:
        return f"{typename}({', '.join(f'{f}={v!r}' for f, v in zip(fields, self, strict=True))})"

    namespace = {"__slots__": (), "__new__": __new__, "_replace": _replace, "__repr__": __repr__,
                 "_fields": fields, "__module__": __name__}
    for at, field in enumerate(fields):
        namespace[field] = property(lambda self, at=at: self[at], doc=f"{typename}.{field}")
    return type(typename, (tuple,), namespace)


# The row of the regex tables (correction_patterns, correction_patterns_work): name: str,
# regex: str, questions: bool, why: str, and cues: substrings at least one of which every match
# contains ("^x": the sentence starts with x). A sentence with none of a row's cues skips that row,
# so most prompts never compile most rows.
Pattern = record("Pattern", "name regex questions why cues")
