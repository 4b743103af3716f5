"""Developer tools, kept out of the product's modules: the benchmarks, the arena and other measurements of the
computer players, the generators of the card art and the sounds, the figures of the code, screenshots, previews,
and the self-test behind ``briscola --self-test``. ``python -m briscola_desktop.bench`` lists and runs them
(``docs/tools.md``)."""
