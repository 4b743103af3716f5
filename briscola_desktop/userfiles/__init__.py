"""The person's files in the user folder: settings, statistics, the match in progress, the hands
kept for review and the score pad.

Every file is a :class:`~.document.YamlDocument` (one safe reader, one set-aside, one atomic
writer, one notice); the modules beside it say what each file means: ``settings``,
``statistics``, ``autosave`` (the match in progress), ``hands`` (the hands kept for review),
``store`` (the user folder and its three first files), ``lock`` (one copy of the game at a time)
and ``checks`` (the type and range of every value read). No pygame here, and nothing is
imported or done at import time: import the module you need.
"""
