#!/usr/bin/env bash
# Retake the per-language screenshots (docs/translations.md) in a real window, as a person starts the game:
#   bash docs/screenshots/retake.sh [OUTDIR]      (needs xvfb, xdotool and imagemagick)
# Each shot starts `briscola` in its own empty user folder (no saved match, default settings),
# waits without touching anything, drives the title with the keys a person would press, and
# saves the game's window. The table shots use a fixed deal number so they can be compared.
set -euo pipefail
out=${1:-docs/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

shot() {  # shot NAME "briscola args" "keys to press, space-separated" SECONDS_TO_WAIT
    local name=$1 args=$2 keys=$3 wait=$4
    rm -rf "$work/user"
    XDG_DATA_HOME="$work/user/data" XDG_CONFIG_HOME="$work/user/cfg" \
        xvfb-run -a -s '-screen 0 1600x1000x24' bash -c "
            briscola $args --size 1280x800 --no-sound & game=\$!
            sleep 7
            for k in $keys; do xdotool key \$k; sleep 0.4; done
            sleep $wait
            import -window \"\$(xdotool getwindowfocus)\" '$out/$name.png'
            kill \$game" >/dev/null 2>&1
    echo "$out/$name.png"
}

for lang in en it fr nb; do
    shot "lang-$lang-table" "--lang $lang --variant two_players --seed 5 --speed fast" "" 3
    # The title's buttons: New match, Play with friends, Settings, Rules and tips, ...
    shot "lang-$lang-settings" "--lang $lang" "Down Down Return" 1
    shot "lang-$lang-rules" "--lang $lang" "Down Down Down Return" 1
done
