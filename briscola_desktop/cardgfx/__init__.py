"""Card drawing library: generated SVG art, rasterised per size, with badges and shadows.

Separate from any game rules except for reading a card's suit, rank and points.
``render`` is the runtime API (pygame); ``generate`` writes ``assets/cards`` and
imports no pygame.
"""
