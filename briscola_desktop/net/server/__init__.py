"""The table server, ``briscola --serve``: a host with no window, for a machine that stays on.

Owns the command line (:mod:`.serve`), several servers behind HAProxy (:mod:`.fleet`) and the certificate
authority the tests and a small deployment use (:mod:`.authority`).

May import every other room of ``net``; nothing of ``net`` imports it.
"""
