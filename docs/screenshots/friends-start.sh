#!/bin/sh
# friends-start.sh WHO X LANG DECK [extra args]: one game window of its own user folder on DISPLAY :55
# (or $FRIENDS_DISPLAY)
# Under Xvfb: Xvfb :55 -screen 0 1600x1000x24 & (each window has its own user folder under $E2E)
who=$1; x=$2; lang=$3; deck=$4; shift 4
cd "$(dirname "$0")/../.."
export DISPLAY=${FRIENDS_DISPLAY:-:55} PYTHONPATH="$PWD" SDL_AUDIODRIVER=dummy
# Discovery stays off unless DISCOVERY=1 (then only inside ../shared/tools/netns-run: a namespace of its own)
off="--no-discovery"; [ "${DISCOVERY:-0}" = 1 ] || export BRISCOLA_NO_DISCOVERY=1
[ "${DISCOVERY:-0}" = 1 ] && off=""
export XDG_DATA_HOME=${E2E:-/tmp/e2e}/$who/data XDG_CONFIG_HOME=${E2E:-/tmp/e2e}/$who/config
export SDL_VIDEO_WINDOW_POS="$x,0"
exec python -m briscola_desktop $off --lang "$lang" --deck "$deck" --size 800x980 --speed fast "$@" \
  > ${E2E:-/tmp/e2e}/$who.log 2>&1
