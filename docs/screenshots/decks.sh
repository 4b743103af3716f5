#!/bin/sh
# The table in each regional pattern (docs/cards-<pattern>.png shows the whole deck): a four-player
# table in a throwaway user folder, the person's card played with a click so a trick lies on the
# felt, screenshot. Run from the repository under Xvfb:
#   xvfb-run -a -s '-screen 0 1600x1000x24' docs/screenshots/decks.sh
# It writes docs/screenshots/table-<pattern>.png (the 1280x800 window, cropped from 160,100).
set -e
OUT=${OUT:-/tmp/decks-shots}
export BRISCOLA_NO_DISCOVERY=1 SDL_AUDIODRIVER=dummy
for deck in piacentine napoletane siciliane trevigiane; do
    rm -rf "$OUT/$deck" && mkdir -p "$OUT/$deck/data" "$OUT/$deck/config"
    XDG_DATA_HOME="$OUT/$deck/data" XDG_CONFIG_HOME="$OUT/$deck/config" \
        python -m briscola_desktop --deck "$deck" --variant four_players --seed 31 --speed fast --size 1280x800 \
        --no-sound &
    GAME=$!
    sleep 9
    xdotool key Return   # the person leads the highlighted card
    sleep 5
    import -window root "$OUT/$deck/shot.png"
    convert "$OUT/$deck/shot.png" -crop 1280x800+160+100 +repage "docs/screenshots/table-$deck.png"
    kill $GAME
    wait $GAME 2>/dev/null || true
done
