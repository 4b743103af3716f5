"""The match in progress, without pygame: the runner, the computer seats, the autosaving session.

Everything a table needs that is not drawing or input lives here, below the app, so that a
window (``app/``), a tool or a network host (``net/``) can run a match the same way.
"""
