"""Developer tools, kept out of the product's modules: benchmarks (``python -m briscola_desktop.bench
rules|art|frames|menus``), screenshots (``python -m briscola_desktop.devtools.shots``; the score pad's:
``python -m briscola_desktop.devtools.scorepad_shots``), a one-screen
preview (``python -m briscola_desktop.devtools.preview``) and the self-test behind ``briscola --self-test``."""
