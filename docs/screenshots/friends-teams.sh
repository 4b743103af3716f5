#!/bin/sh
# Four seats in teams: A (Italian) hosts through the menus with seats 2 and 4 given to computers,
# B (French, French cards) joins by pasting the invitation and sits at seat 3, A's partner.
# Prints the window ids; then friends-play.sh A B SECONDS plays it by keys.
export DISPLAY=:55
E=${E2E:-/tmp/e2e}; here="$(dirname "$0")"
mkdir -p $E/a/data $E/a/config $E/b/data $E/b/config $E/shots
rm -rf $E/a/data/* $E/a/config/* $E/b/data/* $E/b/config/*
"$here/friends-start.sh" a 0 it italian & echo $! > $E/a.pid
sleep 6
A=$(xdotool search --pid $(cat $E/a.pid) | head -1)
xdotool windowfocus $A; sleep 0.3
xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8; xdotool key Return; sleep 0.8   # Play with friends > Host
xdotool key Right; sleep 0.2; xdotool key Right; sleep 0.3                                   # 4 players: four in teams
xdotool key Down; sleep 0.15; xdotool key Down; sleep 0.15; xdotool key Down; sleep 0.15    # seat 2
xdotool key Right; sleep 0.15; xdotool key Right; sleep 0.15                                 # seat 2: Medium
xdotool key Down; sleep 0.15; xdotool key Down; sleep 0.15                                   # seat 3 stays a friend
xdotool key Right; sleep 0.15; xdotool key Right; sleep 0.15                                 # seat 4: Medium
xdotool key Down; sleep 0.15
xdotool type --delay 60 "Giulia"; sleep 0.2; xdotool key Return; sleep 1.5
xdotool key Return; sleep 0.5                                                                # Copy the invitation
"$here/friends-start.sh" b 800 fr french & echo $! > $E/b.pid
sleep 6
B=$(xdotool search --pid $(cat $E/b.pid) | head -1)
xdotool windowfocus $B; sleep 0.3
xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8; xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8
xdotool key ctrl+v; sleep 0.3; xdotool key Down; sleep 0.2; xdotool key Down; sleep 0.2
xdotool type --delay 60 "Amélie"; sleep 0.2; xdotool key Return; sleep 1.5
import -window root $E/shots/teams-lobby.png
xdotool windowfocus $A; sleep 0.3; xdotool key Return; sleep 3
echo "$A $B"
