#!/bin/bash
# The exchange of the seven in a real window, in Spanish with the Spanish deck: a best of three against Medium
# (seed 1: the person holds the seven of coins under a face-up ace and exchanges with X at the first turn; then
# plays the first card each turn and Return on the result dialogs), a screenshot every three steps.
# Run: xvfb-run -a -s '-screen 0 1280x800x24' bash docs/screenshots/exchange-es.sh [OUTDIR]
# docs/screenshots/exchange-es-{offered,made,computer,match}.png were picked from its pictures.
out=${1:-/tmp/exchange-es}; rm -rf "$out"; mkdir -p "$out"
user=$(mktemp -d)
export XDG_DATA_HOME=$user/data XDG_CONFIG_HOME=$user/cfg
briscola --lang es --deck spanish --exchange on --level medium --seed 1 --speed fast --format best_of_three \
  --no-discovery --size 1280x800 --no-sound > "$out/game.log" 2>&1 &
pid=$!
sleep 10
import -window root "$out/000-start.png"
xdotool key x; sleep 2
import -window root "$out/001-exchanged.png"
for i in $(seq 2 260); do
  xdotool key 1; sleep 0.5
  if [ $((i % 3)) -eq 0 ]; then import -window root "$out/$(printf %03d "$i").png"; fi
  if [ $((i % 5)) -eq 0 ]; then xdotool key Return; fi
  kill -0 $pid 2>/dev/null || break
done
kill $pid 2>/dev/null
rm -rf "$user"
