#!/bin/sh
# friends-at-the-table.sh: after friends-setup.sh's lobby (Giulia hosts in Italian, Bea joins in English),
# the moments a table with friends must say plainly, each screenshot in ${E2E:-/tmp/e2e}/shots:
#   left.png      Bea left the lobby (Esc) and opened Join again: is her old seat still offered?
#   rejoined.png  Bea joined again with the pasted invitation: seated at once, or refused?
#   tags.png      a few moves in: each name tag says how its seat stands
#   ready.png     the first hand's end: Bea pressed Continue, Giulia still reads her result
#   end.png       the match's end: Giulia's choices
#   ask.png       Giulia chose Main menu: asked first?
#   rematch.png   Giulia asked for a rematch: what Bea's result says
#   away.png      Bea's game killed mid-hand: her name tag in Giulia's window
# Usage: FRIENDS_DISPLAY=:43 friends-at-the-table.sh (Xvfb running there, 1600x1000).
export DISPLAY=${FRIENDS_DISPLAY:-:55}
here="$(dirname "$0")"; shots=${E2E:-/tmp/e2e}/shots
set -- $("$here/friends-setup.sh" | tail -1)   # the lobby, then Start: leaves both at the table
A=$1; B=$2
play() {   # both press 1 (their first playable card) in turn for $1 seconds
  end=$(( $(date +%s) + $1 ))
  while [ $(date +%s) -lt $end ]; do
    xdotool windowfocus $A; xdotool key 1; sleep 0.3
    xdotool windowfocus $B; xdotool key 1; sleep 0.3
  done
}
sleep 2; play 3; import -window root $shots/tags.png
play 40; import -window root $shots/hand-end.png
xdotool windowfocus $B; xdotool key Return; sleep 0.3; xdotool key Return; sleep 2      # Bea: Continue
import -window root $shots/ready.png
xdotool windowfocus $A; xdotool key Return; sleep 0.3; xdotool key Return; sleep 2      # Giulia: Continue
for hand in 2 3; do
  play 40
  xdotool windowfocus $B; xdotool key Return; sleep 0.3; xdotool key Return; sleep 1
  xdotool windowfocus $A; xdotool key Return; sleep 0.3; xdotool key Return; sleep 2
done
import -window root $shots/end.png
