"""Where memory applies and travels: project identity, import/export, git sync and its merge
driver, and `connect`, which tells the store about projects and sync.

May import: store, scanner, the standard library. Runs git only on the memory dir's own repository.
"""
