"""The hand result in one language, in a real window, as docs/translations.md shows it.

    xvfb-run -a -s '-screen 0 1600x1000x24' python docs/screenshots/hand-result.py LANG VARIANT SEED DECK OUT.png

Every seat is played by the computer at instant speed (best of three, so a hand result comes
before the match result); the window is drawn and saved once the result dialog has opened.
Run it with an empty user folder (XDG_DATA_HOME, XDG_CONFIG_HOME) and BRISCOLA_NO_DISCOVERY=1.
"""
import sys
from pathlib import Path
import pygame
from briscola_desktop import i18n
from briscola_desktop.app.ui.icon import make_icon
from briscola_desktop.app.table.dialogs import HandResultScene
from briscola_desktop.app.core.scene import App
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.userfiles.settings import Settings

lang, variant, seed, deck, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], Path(sys.argv[5])
i18n.set_language(lang)
pygame.init()
app = App((1280, 800), settings=Settings(deck_style=deck), icon=make_icon(64))
config = TableConfig(variant=PRESETS[variant], fmt=MATCH_FORMATS["best_of_three"], seed=seed, levels=("easy",),
                     speed="instant", autoplay=True, threaded=False, result_pause=3.0)
table = TableScene(app, config)
app.stack.push(table)
for i in range(60 * 60 * 10):
    app.frame(1 / 30, pygame.event.get())
    top = app.stack.top
    if isinstance(top, HandResultScene) and top.clock >= top.duration:
        app.draw()
        pygame.image.save(app.screen, str(out))
        print("saved", out, "after", i, "frames")
        break
else:
    print("no hand result", file=sys.stderr)
pygame.quit()
