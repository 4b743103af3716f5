"""The words of the host's notices: the locale keys a ``Notice`` or an ``Error`` carries, said in the player's
language by the screens (their ``params`` in braces), and the stable reasons of a refused exchange."""

from __future__ import annotations

#: Locale keys the host's notices use (their ``params`` in braces).
NOTICE_WAITING = "net.waiting_for"          # {name}: a player's connection dropped
NOTICE_BACK = "net.player_back"             # {name}
NOTICE_STAND_IN = "net.seat_to_computer"    # {name}: a computer plays their seat for now
NOTICE_ENDED = "net.match_ended"            # {name}: the host ended the match (they stayed away)
NOTICE_ENDED_BY = "net.match_ended_by"      # {name}: the table's opener ended the match (it counts for nobody)
NOTICE_THROWN_IN_CAP = "net.match_thrown_in"  # {count}: so many hands were thrown in that the match is ended
NOTICE_HOST_LEFT = "net.host_left"          # the connection to the host is gone for good
NOTICE_RECONNECTING = "net.reconnecting"    # the client lost the host and is trying again
NOTICE_REFUSED = "net.move_refused"         # {rule}: the host refused a move
#: To a player back in a seat a computer played meanwhile; {cards}: how many cards it played (left out when it
#: played none: a bid, a call). A game that does not know ``cards`` says the sentence without the number.
NOTICE_PLAYED_FOR_YOU = "net.played_for_you"
NOTICE_TURN_TIMEOUT = "net.turn_timed_out"  # {name, seat, card}: the turn limit ran out; a computer played
NOTICE_FRIEND_TOO_OLD = "exchange.net.friend_too_old"  # {name}: their game is too old for this table's house rule
NOTICE_SEATED_TOO_OLD = "exchange.net.seated_too_old"  # {name}: to seat 0, the house rule was not turned on
#: The stable reasons of a refused exchange of the seven (``IllegalAction.why``) an ``Error.why`` may carry:
#: each is said as ``exchange.refused.<why>``.
EXCHANGE_REFUSALS = ("not_played", "not_now", "not_your_turn", "stock_empty", "already_exchanged", "two_face_up",
                     "no_seven", "no_two", "no_trick_yet")
#: What a player's own game says when the host refuses it for a house rule it does not know (``Error.why``).
TOO_OLD_FOR = {"exchange": "exchange.net.too_old"}
#: ``NOTICE_HOST_LEFT``'s param ``closed`` ("1"): the host closed the table for good (its save is gone: a seat kept
#: there is no use); left out when the host only went away (a table it may open again). Older games ignore it.
HOST_LEFT_CLOSED = "closed"
#: ``Error.why`` of a ``bad_code`` for a code whose table this host closed: the table no longer exists (sent to
#: protocol 3 games; older ones read a plain ``bad_code``).
WHY_CLOSED = "closed"


__all__ = [
    "NOTICE_WAITING", "NOTICE_BACK", "NOTICE_STAND_IN", "NOTICE_ENDED", "NOTICE_ENDED_BY", "NOTICE_THROWN_IN_CAP",
    "NOTICE_HOST_LEFT", "NOTICE_RECONNECTING", "NOTICE_REFUSED", "NOTICE_TURN_TIMEOUT", "NOTICE_PLAYED_FOR_YOU",
    "NOTICE_FRIEND_TOO_OLD", "NOTICE_SEATED_TOO_OLD", "EXCHANGE_REFUSALS", "TOO_OLD_FOR", "HOST_LEFT_CLOSED",
    "WHY_CLOSED",
]
