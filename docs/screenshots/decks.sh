#!/bin/sh
# The table in each regional pattern and the Spanish deck (docs/cards-<pattern>.png shows the whole deck): a four-player
# table in a throwaway user folder, waited on until the person's turn comes with a trick on the
# felt (Enter plays the highlighted card if the turn came sooner), screenshot. Run from the repository under Xvfb:
#   xvfb-run -a -s '-screen 0 1600x1000x24' docs/screenshots/decks.sh
# It writes docs/screenshots/table-<pattern>.png (the 1280x800 window, cropped from 160,100), and
# table-napoletane-rank-index.png with the small rank numbers turned on in the settings.
set -e
OUT=${OUT:-/tmp/decks-shots}
export BRISCOLA_NO_DISCOVERY=1 SDL_AUDIODRIVER=dummy
for deck in piacentine napoletane siciliane trevigiane spanish napoletane-rank-index; do
    rm -rf "$OUT/$deck" && mkdir -p "$OUT/$deck/data" "$OUT/$deck/config"
    export XDG_DATA_HOME="$OUT/$deck/data" XDG_CONFIG_HOME="$OUT/$deck/config"
    if [ "$deck" = napoletane-rank-index ]; then
        python -c "from briscola_desktop.userfiles.settings import Settings
from briscola_desktop.userfiles.store import Store
Store().save_settings(Settings(rank_index=True))"
    fi
    python -m briscola_desktop --deck "${deck%-rank-index}" --variant four_players --seed 31 --speed fast \
        --size 1280x800 --no-sound &
    GAME=$!
    sleep 9
    xdotool key Return
    sleep 5
    import -window root "$OUT/$deck/shot.png"
    convert "$OUT/$deck/shot.png" -crop 1280x800+160+100 +repage "docs/screenshots/table-$deck.png"
    kill $GAME
    wait $GAME 2>/dev/null || true
done
