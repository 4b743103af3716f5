#!/bin/sh
# The score pad with players named in Greek, Cyrillic, Arabic, Hebrew and Chinese (docs/playing.md):
# a throwaway user folder gets a chiamata evening of two deals, the game opens on the score pad,
# Continue, screenshot. Run from the repository under Xvfb:
#   xvfb-run -a -s '-screen 0 1600x1000x24' docs/screenshots/scorepad-names.sh
# and crop the 1280x800 window: convert shot.png -crop 1280x800+160+100 +repage scorepad-names.png
set -e
OUT=${OUT:-/tmp/scorepad-names}
rm -rf "$OUT" && mkdir -p "$OUT/data" "$OUT/config"
export XDG_DATA_HOME="$OUT/data" XDG_CONFIG_HOME="$OUT/config" BRISCOLA_NO_DISCOVERY=1 SDL_AUDIODRIVER=dummy
python - <<'PY'
from briscola_desktop.rules import MATCH_FORMATS
from briscola_desktop.scorepad import ChiamataHand, ScoreGame, ScorePadStore, Setup

store = ScorePadStore()
game = ScoreGame(Setup.create(["Ελένη", "Дмитрий", "محمد", "דוד", "王小明"], fmt=MATCH_FORMATS["five_deals"]))
game.record(ChiamataHand(0, 2, 70, True))
game.record(ChiamataHand(3, 1, 61, False))
store.start(game)
PY
python -m briscola_desktop --score-pad --size 1280x800 &
GAME=$!
sleep 8
xdotool mousemove 800 281 click 1   # Continue (the window sits at 160,100 on a 1600x1000 screen)
sleep 2
import -window root "$OUT/shot.png"
kill $GAME
