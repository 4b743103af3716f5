#!/bin/sh
# Two windows on :55: A (Italian, Neapolitan cards) hosts with the exchange of the seven on, B (Spanish, Spanish
# cards) joins; then friends-exchange-play.sh presses X and 1 in turn in both. Prints the window ids.
A_DECK=napoletane B_LANG=es B_DECK=spanish B_NAME="Begoña" EXCHANGE=1 exec sh "$(dirname "$0")/friends-setup.sh"
