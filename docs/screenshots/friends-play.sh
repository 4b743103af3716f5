#!/bin/sh
# friends-play.sh A B SECONDS: both people press 1 (their first playable card) in turn; Return now and then
# closes a hand's result. A screenshot every 5 s goes to ${E2E:-/tmp/e2e}/shots/p-<n>.png.
export DISPLAY=${FRIENDS_DISPLAY:-:55}
A=$1; B=$2; secs=$3
end=$(( $(date +%s) + secs )); n=0
while [ $(date +%s) -lt $end ]; do
  n=$((n+1))
  xdotool windowfocus $A; xdotool key 1; sleep 0.35
  xdotool windowfocus $B; xdotool key 1; sleep 0.35
  if [ $((n % 8)) -eq 0 ]; then
    import -window root ${E2E:-/tmp/e2e}/shots/p-$n.png
    xdotool windowfocus $A; xdotool key Return; sleep 0.2; xdotool windowfocus $B; xdotool key Return; sleep 0.2
  fi
done
