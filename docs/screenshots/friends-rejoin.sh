#!/bin/sh
# A rejoin at mid-hand seen from the returning window (back at the table at once). Giulia (Italian) hosts through
# the menus; Bea (English) joins with --join 127.0.0.1:47321 --code CODE; Giulia starts (a click on Start at
# START_XY, default "261 950"); both play by keys for PLAY_SECONDS (default 16, friends-play.sh); Bea's game is
# killed (kill -9) and started again at Normal speed with the same --join, which takes the seat kept in her user
# folder back with its token; meanwhile Giulia let a computer play for her (a click at STAND_IN_XY, default
# "315 327") and played on. From the moment her new window exists, her half of the screen is saved as often as
# the machine allows for 8 s as ${E2E}/shots/rejoin-<ms since the window showed>.png. OLD=/an/older/tree runs Bea's game (both
# times) from that tree instead (the "before" pictures). Under Xvfb: Xvfb :55 -screen 0 1600x1000x24 &
export DISPLAY=${FRIENDS_DISPLAY:-:55}
here="$(cd "$(dirname "$0")" && pwd)"
E=${E2E:-/tmp/e2e}
mkdir -p "$E/a/data" "$E/a/config" "$E/b/data" "$E/b/config" "$E/shots"
rm -rf "$E"/a/data/* "$E"/a/config/* "$E"/b/data/* "$E"/b/config/*
"$here/friends-start.sh" a 0 it italian & echo $! > "$E/a.pid"
sleep 6
A=$(xdotool search --pid "$(cat "$E/a.pid")" | head -1)
xdotool windowfocus "$A"; sleep 0.3
xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8; xdotool key Return; sleep 0.8   # Play with friends > Host
for i in 1 2 3 4 5; do xdotool key Down; sleep 0.15; done                                   # to the name
xdotool type --delay 60 "Giulia"; sleep 0.2; xdotool key Return; sleep 1.5                  # the lobby
code=$(basename "$(find "$E/a/data" -path '*hosted*' -name '*.yaml' | head -1)" .yaml)
join="--join 127.0.0.1:47321 --code $code --name Bea"
start="$here/friends-start.sh"
if [ -n "$OLD" ]; then mkdir -p "$OLD/docs/screenshots"; cp "$here/friends-start.sh" "$OLD/docs/screenshots/"
  start="$OLD/docs/screenshots/friends-start.sh"; fi
"$start" b 800 en french $join & echo $! > "$E/b.pid"
sleep 6
B=$(xdotool search --pid "$(cat "$E/b.pid")" | head -1)
xdotool mousemove --window "$A" ${START_XY:-261 950} click 1; sleep 3                      # Start
import -window root -resize 50% "$E/shots/rejoin-started.png"
"$here/friends-play.sh" "$A" "$B" "${PLAY_SECONDS:-16}"
kill -9 "$(cat "$E/b.pid")"; sleep 3                        # Bea's window gone: the host waits for her
import -window root -crop 800x1000+0+0 "$E/shots/rejoin-host-waiting.png"
xdotool mousemove --window "$A" ${STAND_IN_XY:-315 327} click 1; sleep 0.5   # a computer plays for Bea for now
for i in 1 2 3 4 5 6; do xdotool windowfocus "$A"; xdotool key 1; sleep 0.8; done   # while Giulia plays on
"$start" b 800 en french --speed normal $join & echo $! > "$E/b.pid"
until xdotool search --pid "$(cat "$E/b.pid")" >/dev/null 2>&1; do sleep 0.05; done
t0=$(date +%s%N)
while [ $(( ($(date +%s%N) - t0) / 1000000 )) -lt 8000 ]; do   # raw captures first: each takes less time
  import -window root "$E/shots/rejoin-$(printf %05d $(( ($(date +%s%N) - t0) / 1000000 ))).xwd"
  sleep 0.05
done
for f in "$E"/shots/rejoin-*.xwd; do convert "$f" -crop 800x1000+800+0 +repage "${f%.xwd}.png" && rm "$f"; done
echo "$A $(xdotool search --pid "$(cat "$E/b.pid")" | head -1)"
