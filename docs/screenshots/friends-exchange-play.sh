#!/bin/sh
# both windows: X (the exchange, refused with its reason when not open) then 1, in turn; Return now and then
export DISPLAY=${FRIENDS_DISPLAY:-:55}
A=$1; B=$2; secs=$3
end=$(( $(date +%s) + secs )); n=0
while [ $(date +%s) -lt $end ]; do
  n=$((n+1))
  xdotool windowfocus $A; xdotool key x; sleep 0.5; import -window root ${E2E:-/tmp/e2e}/shots/x-$n-a.png; xdotool key 1; sleep 0.3
  xdotool windowfocus $B; xdotool key x; sleep 0.5; import -window root ${E2E:-/tmp/e2e}/shots/x-$n-b.png; xdotool key 1; sleep 0.3
  if [ $((n % 8)) -eq 0 ]; then
    xdotool windowfocus $A; xdotool key Return; sleep 0.2; xdotool windowfocus $B; xdotool key Return; sleep 0.2
  fi
done
