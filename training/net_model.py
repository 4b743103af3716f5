"""A small neural value of a full two-seat deal at a trick boundary: the model the learned evaluation tried.

The linear leaf of ``briscola_desktop/ai/leaf.py`` sums 24 hand-made features. This network sees the whole deal:
where each card is (the leader's hand, the other hand, the face-up trump, the next and second card to be drawn, the
rest of the stock; a card in none of them is gone), with the suits renamed so that trumps are always suit 0, and the
points left, the stock's size and the points each side has taken, and sums over each place. Hidden layers (ReLU) and
a linear part give the share of the points left that the seat to lead will still take. Positions are valued in
batches (:class:`LeafBatch`), as the search did with all the leaves of its dealt worlds.

Tried against the linear leaf of ``briscola_desktop/ai/leaf.py`` and not kept (docs/computer-players.md, "A
learned evaluation"): the game does not ship it, and the search hook that batched it over the dealt worlds is in
git history (commit 3c3a92d). The training recipe (:mod:`training.value_net`) fits it and saves it here: a header
line of JSON (the layer sizes and a SHA-256 of the numbers) and then the numbers as little-endian float32;
:func:`load` checks all of that. Training code: numpy, not part of the game's package.
"""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path

from briscola_desktop.rules.cards import POINTS, STRENGTH, SUIT_INDEX, TOTAL_POINTS

MAGIC = b"briscola-value-net 1\n"
#: Where a card can be, from the side of the seat to lead (a card in none of them is gone).
LOCATIONS = ("lead_hand", "other_hand", "face_up", "next_draw", "second_draw", "stock")
SCALARS = ("left", "stock", "lead_pts", "other_pts")
#: Sums over the cards of a place (the two hands, the face-up trump, the next and second draw, the whole stock)
#: given beside the cards themselves, as the linear leaf's features are: they are sums of the card inputs, so they
#: add nothing the first layer could not learn, but a network fitted on a few ten thousand positions finds them
#: sooner. Per place: points / 10, trumps, trump strength / 10, trumps of 10 or more, other cards of 10 or more,
#: other figures.
PLACES = ((0,), (1,), (2,), (3,), (4,), (2, 3, 4, 5))
SUMS = ("points", "trumps", "trump_strength", "trump_carichi", "carichi", "figures")
INPUTS = len(LOCATIONS) * 40 + len(SCALARS) + len(PLACES) * len(SUMS)


def canonical(trump: int, card: int) -> int:
    """``card`` with the suits renamed so that ``trump`` is suit 0 (the other suits keep their order)."""
    return ((SUIT_INDEX[card] - trump) % 4) * 10 + card % 10


class LeafBatch:
    """Leaf positions (two seats, a trick boundary) gathered for one batched evaluation (``add`` copies what it
    needs: the world may be played on afterwards)."""

    __slots__ = ("cards", "lens", "meta")

    def __init__(self) -> None:
        self.cards: list[int] = []
        self.lens: list[tuple[int, int, int]] = []
        self.meta: list[tuple[int, int, int]] = []

    def __len__(self) -> int:
        return len(self.lens)

    def add(self, hands: list[list[int]], stock: list[int], trump: int, pts: list[int], leader: int) -> None:
        """One position: ``stock`` as a world's (the face-up trump first, the next card drawn last)."""
        lead, other = hands[leader], hands[1 - leader]
        self.cards += lead
        self.cards += other
        self.cards += stock
        self.lens.append((len(lead), len(other), len(stock)))
        self.meta.append((trump, pts[leader], pts[1 - leader]))


def encode(batch: LeafBatch):
    """The network's inputs (an array of ``len(batch)`` x :data:`INPUTS`) and the points left per position."""
    import numpy as np

    n = len(batch)
    lens = np.asarray(batch.lens, dtype=np.int64).reshape(n, 3)
    meta = np.asarray(batch.meta, dtype=np.int64).reshape(n, 3)
    total = lens.sum(axis=1)
    rows = np.repeat(np.arange(n), total)
    pos = np.arange(int(total.sum())) - np.repeat(np.cumsum(total) - total, total)
    in_lead, in_other, in_stock = (np.repeat(lens[:, i], total) for i in range(3))
    at = pos - in_lead - in_other                      # the index in the stock (negative: in a hand)
    loc = np.where(pos < in_lead, 0, np.where(at < 0, 1, 5))
    loc = np.where((loc == 5) & (at == 0), 2,
                   np.where((loc == 5) & (at == in_stock - 1), 3,
                            np.where((loc == 5) & (at == in_stock - 2), 4, loc)))
    cards = np.asarray(batch.cards, dtype=np.int64)
    renamed, sums = _tables()
    canon = renamed[np.repeat(meta[:, 0], total), cards]
    x = np.zeros((n, INPUTS), dtype=np.float32)
    x[rows, loc * 40 + canon] = 1.0
    left = (TOTAL_POINTS - meta[:, 1] - meta[:, 2]).astype(np.float32)
    base = len(LOCATIONS) * 40
    x[:, base] = left / TOTAL_POINTS
    x[:, base + 1] = lens[:, 2] / 40.0
    x[:, base + 2] = meta[:, 1] / TOTAL_POINTS
    x[:, base + 3] = meta[:, 2] / TOTAL_POINTS
    x[:, base + len(SCALARS):] = x[:, :base] @ sums
    return x, left


class Net:
    """The network's layers (weight matrix, bias) in order, ReLU between them and a linear output, plus a linear
    function of the inputs added to the output (``skip``: a fit of the linear form is where training starts)."""

    def __init__(self, layers: list, skip) -> None:
        self.layers = layers
        self.skip = skip

    def share(self, x):
        """The output for inputs ``x``: the share of the points left the seat to lead will take (unclipped)."""
        import numpy as np

        h = x
        for i, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if i < len(self.layers) - 1:
                h = np.maximum(h, 0.0)
        return h[:, 0] + x @ self.skip

    def values(self, batch: LeafBatch):
        """The points the seat to lead will still take in each position of ``batch`` (within 0 .. points left)."""
        import numpy as np

        x, left = encode(batch)
        return np.clip(self.share(x), 0.0, 1.0) * left

    def sizes(self) -> list[int]:
        return [self.layers[0][0].shape[0]] + [w.shape[1] for w, _ in self.layers]


def save(net: Net, path: Path) -> int:
    """Write ``net`` to ``path`` (header line, then float32 numbers); returns the file's size in bytes."""
    import numpy as np

    arrays = [a for layer in net.layers for a in layer] + [net.skip]
    body = b"".join(np.ascontiguousarray(a, dtype="<f4").tobytes() for a in arrays)
    head = json.dumps({"sizes": net.sizes(), "sha256": hashlib.sha256(body).hexdigest()}).encode() + b"\n"
    path.write_bytes(MAGIC + head + body)
    return len(MAGIC) + len(head) + len(body)


def load(path: Path) -> Net:
    """The network in ``path``; raises ``ValueError`` (or ``OSError``, ``ImportError``) naming what is wrong."""
    import numpy as np

    data = path.read_bytes()
    if not data.startswith(MAGIC):
        raise ValueError("not a value-network file")
    head, sep, body = data[len(MAGIC):].partition(b"\n")
    if not sep:
        raise ValueError("no header line")
    info = json.loads(head)
    if not isinstance(info, dict):
        raise ValueError("the header is not a JSON object")
    sizes = info.get("sizes")
    if not isinstance(sizes, list) or len(sizes) < 2 or sizes[0] != INPUTS or sizes[-1] != 1 \
            or not all(isinstance(s, int) and s > 0 for s in sizes):
        raise ValueError(f"layer sizes {sizes!r} do not fit {INPUTS} inputs and one output")
    count = sum(a * b + b for a, b in zip(sizes, sizes[1:])) + INPUTS
    if len(body) != 4 * count:
        raise ValueError(f"{len(body)} bytes of numbers where the sizes need {4 * count}")
    if hashlib.sha256(body).hexdigest() != info.get("sha256"):
        raise ValueError("checksum does not match: the file is damaged")
    flat = np.frombuffer(body, dtype="<f4").astype(np.float32)
    if not np.all(np.isfinite(flat)):
        raise ValueError("numbers that are not finite")
    layers, at = [], 0
    for a, b in zip(sizes, sizes[1:]):
        w = flat[at:at + a * b].reshape(a, b)
        at += a * b
        layers.append((w, flat[at:at + b]))
        at += b
    return Net(layers, flat[at:])


def _card_sums(k: int) -> tuple[float, ...]:
    """:data:`SUMS` of one card in the canonical order (suit 0: trumps)."""
    trump, p = k < 10, POINTS[k]
    return (p / 10, float(trump), (STRENGTH[k] + 1) / 10 if trump else 0.0, float(trump and p >= 10),
            float(not trump and p >= 10), float(not trump and 2 <= p <= 4))


@functools.cache
def _tables():
    """The suit renaming per trump, and the matrix from the card inputs to the sums of each place."""
    import numpy as np

    canon = np.array([[canonical(t, c) for c in range(40)] for t in range(4)], dtype=np.int64)
    sums = np.zeros((len(LOCATIONS) * 40, len(PLACES) * len(SUMS)), dtype=np.float32)
    for i, place in enumerate(PLACES):
        for loc in place:
            for k in range(40):
                sums[loc * 40 + k, i * len(SUMS):(i + 1) * len(SUMS)] = _card_sums(k)
    return canon, sums

