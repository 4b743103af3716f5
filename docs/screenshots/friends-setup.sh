#!/bin/sh
# Two windows on :55: A (Italian, Italian cards) hosts through the menus, B (English, French cards)
# joins through the menus by pasting the invitation A copied. Prints the window ids.
# A_LANG, A_DECK, B_LANG, B_DECK and B_NAME change who plays with what; EXCHANGE=1 turns the exchange of the
# seven on in A's Host screen (friends-exchange-setup.sh).
export DISPLAY=${FRIENDS_DISPLAY:-:55}
mkdir -p ${E2E:-/tmp/e2e}/a/data ${E2E:-/tmp/e2e}/a/config ${E2E:-/tmp/e2e}/b/data ${E2E:-/tmp/e2e}/b/config ${E2E:-/tmp/e2e}/shots
rm -rf ${E2E:-/tmp/e2e}/a/data/* ${E2E:-/tmp/e2e}/a/config/* ${E2E:-/tmp/e2e}/b/data/* ${E2E:-/tmp/e2e}/b/config/*
"$(dirname "$0")/friends-start.sh" a 0 "${A_LANG:-it}" "${A_DECK:-italian}" & echo $! > ${E2E:-/tmp/e2e}/a.pid
sleep 6
A=$(xdotool search --pid $(cat ${E2E:-/tmp/e2e}/a.pid) | head -1)
xdotool windowfocus $A; sleep 0.3
xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8; xdotool key Return; sleep 0.8   # Play with friends > Host
for i in 1 2 3; do xdotool key Down; sleep 0.15; done                                       # to the exchange row
[ "${EXCHANGE:-0}" = 1 ] && { xdotool key Right; sleep 0.3; }                                  # the exchange: on
for i in 1 2; do xdotool key Down; sleep 0.15; done                                          # to the name
xdotool type --delay 60 "Giulia"; sleep 0.2; xdotool key Return; sleep 1.5                  # name, Enter: the lobby
xdotool key Return; sleep 0.5                                                                # Copy the invitation
"$(dirname "$0")/friends-start.sh" b 800 "${B_LANG:-en}" "${B_DECK:-french}" & echo $! > ${E2E:-/tmp/e2e}/b.pid
sleep 6
B=$(xdotool search --pid $(cat ${E2E:-/tmp/e2e}/b.pid) | head -1)
xdotool windowfocus $B; sleep 0.3
xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8; xdotool key Down; sleep 0.2; xdotool key Return; sleep 0.8
xdotool key ctrl+v; sleep 0.3; xdotool key Down; sleep 0.2; xdotool key Down; sleep 0.2     # paste; to the name
xdotool type --delay 60 "${B_NAME:-Bea}"; sleep 0.2; xdotool key Return; sleep 1.5                     # Join
import -window root ${E2E:-/tmp/e2e}/shots/lobby.png
xdotool windowfocus $A; sleep 0.3; xdotool key Return; sleep 3                               # Start
echo "$A $B"
