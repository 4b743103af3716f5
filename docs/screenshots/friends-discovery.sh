#!/bin/sh
# Run inside /work/shared/tools/netns-run (loopback only, multicast on): A hosts through the menus with
# discovery on; B opens Join and its list shows A's table. Leaves the screenshot in $E2E/shots/found.png.
export DISPLAY=:55 DISCOVERY=1
E=${E2E:-/tmp/e2e}; here="$(dirname "$0")"
mkdir -p $E/a/data $E/a/config $E/b/data $E/b/config $E/shots
rm -rf $E/a/data/* $E/a/config/* $E/b/data/* $E/b/config/*
"$here/friends-start.sh" a 0 it italian & echo $! > $E/a.pid
sleep 6
A=$(xdotool search --pid $(cat $E/a.pid) | head -1)
xdotool windowfocus $A; sleep 0.3
xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8; xdotool key Return; sleep 0.8
for i in 1 2 3 4; do xdotool key Down; sleep 0.15; done
xdotool type --delay 60 "Giulia"; sleep 0.2; xdotool key Return; sleep 1.5
"$here/friends-start.sh" b 800 en french & echo $! > $E/b.pid
sleep 6
B=$(xdotool search --pid $(cat $E/b.pid) | head -1)
xdotool windowfocus $B; sleep 0.3
xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8; xdotool key Down; sleep 0.2; xdotool key Return
sleep 6
import -window root $E/shots/found.png
kill $(cat $E/a.pid) $(cat $E/b.pid)
