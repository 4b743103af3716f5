"""Card drawing library: generated SVG art, rasterised per size, with badges and shadows.

Separate from any game rules except for reading a card's suit, rank and points.
``render`` is the runtime API (pygame); ``faces`` draws the art as SVG text and imports no
pygame (``python -m briscola_desktop.bench cards`` writes it to ``assets/cards``).
"""
