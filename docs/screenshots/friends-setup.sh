#!/bin/sh
# Two windows on :55: A (Italian, Italian cards) hosts through the menus, B (English, French cards)
# joins through the menus by pasting the invitation A copied. Prints the window ids.
export DISPLAY=${FRIENDS_DISPLAY:-:55}
mkdir -p ${E2E:-/tmp/e2e}/a/data ${E2E:-/tmp/e2e}/a/config ${E2E:-/tmp/e2e}/b/data ${E2E:-/tmp/e2e}/b/config ${E2E:-/tmp/e2e}/shots
rm -rf ${E2E:-/tmp/e2e}/a/data/* ${E2E:-/tmp/e2e}/a/config/* ${E2E:-/tmp/e2e}/b/data/* ${E2E:-/tmp/e2e}/b/config/*
"$(dirname "$0")/friends-start.sh" a 0 it italian & echo $! > ${E2E:-/tmp/e2e}/a.pid
sleep 6
A=$(xdotool search --pid $(cat ${E2E:-/tmp/e2e}/a.pid) | head -1)
xdotool windowfocus $A; sleep 0.3
xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8; xdotool key Return; sleep 0.8   # Play with friends > Host
for i in 1 2 3 4 5; do xdotool key Down; sleep 0.15; done                                   # past the exchange row
xdotool type --delay 60 "Giulia"; sleep 0.2; xdotool key Return; sleep 1.5                  # name, Enter: the lobby
xdotool key Return; sleep 0.5                                                                # Copy the invitation
"$(dirname "$0")/friends-start.sh" b 800 en french & echo $! > ${E2E:-/tmp/e2e}/b.pid
sleep 6
B=$(xdotool search --pid $(cat ${E2E:-/tmp/e2e}/b.pid) | head -1)
xdotool windowfocus $B; sleep 0.3
xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8; xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8
xdotool key ctrl+v; sleep 0.3; xdotool key Down; sleep 0.2; xdotool key Down; sleep 0.2     # paste; to the name
xdotool type --delay 60 "Bea"; sleep 0.2; xdotool key Return; sleep 1.5                     # Join
import -window root ${E2E:-/tmp/e2e}/shots/lobby.png
xdotool windowfocus $A; sleep 0.3; xdotool key Return; sleep 3                               # Start
echo "$A $B"
