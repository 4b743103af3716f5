#!/bin/sh
# The Join form's refusals in real windows, one window at a time on DISPLAY :56 (or
# $REFUSED_DISPLAY; under Xvfb: Xvfb :56 -screen 0 1600x1000x24 &): a wrong code, a full table, a table the host
# closed (join-refused-host.py serves them on 127.0.0.1), a malformed invitation link, in English and Italian;
# then the title after a crash with a seat kept at Giulia's table. Writes docs/screenshots/join-refused-*.png and
# title-kept-seat.png (REFUSED_LANGS="fr nb es" and REFUSED_OUT=DIR take other languages elsewhere). Discovery off.
cd "$(dirname "$0")/../.."
export DISPLAY=${REFUSED_DISPLAY:-:56} PYTHONPATH="$PWD" SDL_AUDIODRIVER=dummy BRISCOLA_NO_DISCOVERY=1
out=${REFUSED_OUT:-docs/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
python docs/screenshots/join-refused-host.py > "$work/host.txt" 2> "$work/host.log" & host=$!
for i in $(seq 1 50); do [ -s "$work/host.txt" ] && break; sleep 0.2; done
read port full closed < "$work/host.txt"
shot() {   # shot NAME LANG ARGS...: a window of its own user folder, 1024x700, screenshot after 6 s
    name=$1; lang=$2; shift 2
    mkdir -p "$work/$name/data" "$work/$name/config"
    XDG_DATA_HOME="$work/$name/data" XDG_CONFIG_HOME="$work/$name/config" SDL_VIDEO_WINDOW_POS=0,0 \
        python -m briscola_desktop --no-discovery --lang "$lang" --size 1024x700 "$@" > "$work/$name.log" 2>&1 &
    game=$!
    sleep 6
    import -window root -crop 1024x700+0+0 "$out/$name.png"
    kill $game; wait $game 2>/dev/null
}
for lang in ${REFUSED_LANGS:-en it}; do
    shot join-refused-code-$lang $lang --join 127.0.0.1:$port --code ZZZZZZ --name Bea
    shot join-refused-full-$lang $lang --join 127.0.0.1:$port --code $full --name Bea
    shot join-refused-gone-$lang $lang --join 127.0.0.1:$port --code $closed --name Bea
    shot join-refused-link-$lang $lang "briscola://127.0.0.1:$port/K7!!"
done
kill $host; wait $host 2>/dev/null
# The title after a crash: a seat kept at Giulia's table in the user folder (each window its own folder).
for lang in ${REFUSED_LANGS:-en}; do
    mkdir -p "$work/title-kept-seat-$lang/data" "$work/title-kept-seat-$lang/config"
    XDG_DATA_HOME="$work/title-kept-seat-$lang/data" XDG_CONFIG_HOME="$work/title-kept-seat-$lang/config" python -c '
from briscola_desktop.userfiles.store import Store
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys
store = Store()
SeatKeys(store).remember(KeptSeat("192.168.1.20:47321", "K7Q2XD", "Bea", "k" * 32, "Giulia"))
store.release()'
    shot title-kept-seat-$lang $lang
done
[ -z "${REFUSED_LANGS:-}" ] && mv "$out/title-kept-seat-en.png" "$out/title-kept-seat.png"
rm -rf "$work"
