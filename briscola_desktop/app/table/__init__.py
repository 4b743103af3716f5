"""The table: ``scene`` (what is on screen: layout, board, ``hud``, ``input``, ``choices``) and
``runner`` (the pygame-free match it shows). Import from the modules; this package file stays
empty so that ``runner`` can be used without pygame."""
