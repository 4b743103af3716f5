#!/bin/sh
# lobby-friend.sh LANG: a friend's lobby in a real game window, joined through --join to a six-seat table
# that lobby-still.py hosts in the window beside it (discovery off, 127.0.0.1 only). Under X:
#   xvfb-run -a -s '-screen 0 1700x700x24' sh docs/screenshots/lobby-friend.sh it
# saves docs/screenshots/lobby-friend-LANG.png (the friend's window, 800x600).
lang=${1:-en}
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
export BRISCOLA_NO_DISCOVERY=1 SDL_AUDIODRIVER=dummy PYTHONPATH="$PWD"
python docs/screenshots/lobby-still.py friend-host "$lang" 800x600 six_players 4 --computer \
  --invite="$tmp/invite" --hold=16 > "$tmp/host.log" 2>&1 &
host=$!
while [ ! -s "$tmp/invite" ]; do sleep 0.2; done
read address code < "$tmp/invite"
XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" SDL_VIDEO_WINDOW_POS=850,0 \
  python -m briscola_desktop --no-discovery --lang "$lang" --size 800x600 --join "$address" --code "$code" \
  --name Fabio > "$tmp/friend.log" 2>&1 &
friend=$!
sleep 9
import -window root -crop 800x600+850+0 "docs/screenshots/lobby-friend-$lang.png"
kill $friend
wait $host
rm -f docs/screenshots/lobby-friend-host-*.png
rm -rf "$tmp"
