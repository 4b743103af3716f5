"""The app's entrance: what builds the App and opens the first screen.

Owns the command line and the start (:mod:`.main`, ``run``), the one module that knows every screen class and
registers them with the navigation (:mod:`.registry`), and the packaged game's self-test (:mod:`.selftest`).

May import every other room of ``app``; nothing of ``app`` imports it (only ``briscola_desktop.__main__``, the
tools and the tests do).
"""
