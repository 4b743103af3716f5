"""A small neural value of a two-seat deal for Hard's leaf: data, training and the held-out report.

Tried and not kept (docs/computer-players.md, "A learned evaluation"): the game plays the linear leaf. Three
steps, each one command (numpy; training code, not part of the game's package):

    python -m training.value_net generate --deals 2384 --seed 501 --out /tmp/g0.jsonl
    OPENBLAS_NUM_THREADS=1 python -m training.value_net train --data /tmp/g0.jsonl --seed 1 \
        --cards none --td 0.7 --out /tmp/sums-td07.bin
    python -m training.value_net report --data /tmp/g0.jsonl --weights /tmp/sums-td07.bin

(the positions take about 20 minutes of one core, a fit a minute; one BLAS thread keeps the sums in a fixed
order, so a fit is the same file each time).

``generate`` plays two-seat hands of Hard against itself (every deal twice, seats swapped) and records the true
full deal at every trick boundary with a stock above Hard's ``exact_stock``, with what each seat really went on
to take (the rows of ``training/leaf_values.py``), at a reduced search budget (:data:`REDUCED`: an eighth of
Hard's play budget, the exact solve from a stock of two): Hard's own budget costs about 2.5 s of one core a hand.
``train`` fits the network of :mod:`training.net_model` to the leader's future points on the first deals (or to
TD(lambda) targets made from them, ``--td``) and keeps the epoch that does best on a validation slice of them;
the last fifth of the deals is never seen in training. ``report`` prints, on that held-out fifth, the mean
squared error of the network, of the game's linear leaf (``ai/leaf.py``'s ``LEAF_WEIGHTS``, fitted on
``hard_v1``'s games), of the same linear form refitted on this training set and of Hard's playout.
"""

from __future__ import annotations

import argparse
import json
from multiprocessing import get_context

#: The card inputs (one per card and place) come first; then the scalars and sums.
CARD_INPUTS = 240

#: The reduced search of a first generation's data (both seats; Hard's other settings unchanged).
REDUCED = {"play_budget": 9000, "max_worlds": 160, "exact_stock": 2, "exact_worlds": 24, "exact_cards": 10}


def generate(deals: int, seed: int, out: str, workers: int = 1, players: str = "hard,hard") -> int:
    """Write the positions of ``deals`` deals (two hands each) to ``out``; returns the number of positions."""
    from training.leaf_values import deal_positions

    first, second = players.split(",")
    jobs = [(seed, d, first, second, REDUCED) for d in range(deals)]
    count = 0
    with open(out, "w", encoding="utf-8") as f:
        if workers <= 1:
            results = map(deal_positions, jobs)
            pool = None
        else:
            pool = get_context("spawn").Pool(workers)
            results = pool.imap(deal_positions, jobs, chunksize=4)
        for d, rows in enumerate(results):
            for row in rows:
                row["deal"] = d
                f.write(json.dumps(row) + "\n")
            count += len(rows)
            f.flush()
        if pool is not None:
            pool.close()
    return count


def load_rows(path: str) -> list[dict]:
    """The positions of ``path`` (a stopped run's cut last line left out)."""
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.endswith("\n")]


def split(rows: list[dict], held_out: float = 0.2) -> tuple[list[dict], list[dict]]:
    """The training positions and the held-out ones: the last ``held_out`` share of the deals."""
    deals = sorted({r["deal"] for r in rows})
    cut = deals[int(len(deals) * (1 - held_out))] if deals else 0
    return [r for r in rows if r["deal"] < cut], [r for r in rows if r["deal"] >= cut]


def arrays(rows: list[dict]):
    """The network's inputs, the points left and the leader's future points of ``rows``."""
    import numpy as np

    from training.net_model import LeafBatch, encode

    batch = LeafBatch()
    for r in rows:
        batch.add(r["hands"], r["stock"], r["trump"], r["pts"], r["lead"])
    x, left = encode(batch)
    y = np.array([r["final"][r["lead"]] - r["pts"][r["lead"]] for r in rows], dtype=np.float32)
    return x, left, y


#: The card inputs with the plain suits pooled: per place, the ten trumps and the ten ranks of the plain suits.
POOLED_INPUTS = 120


def _pooling():
    """The 240 x 120 matrix from the card inputs to the pooled ones (each plain-suit card to its rank's)."""
    import numpy as np

    from training.net_model import LOCATIONS

    m = np.zeros((CARD_INPUTS, POOLED_INPUTS), dtype=np.float32)
    for loc in range(len(LOCATIONS)):
        for c in range(40):
            m[loc * 40 + c, loc * 20 + (0 if c < 10 else 10) + c % 10] = 1.0
    return m


def _suit_swaps():
    """Column orders of the inputs for the six orders of the three plain suits (trumps stay suit 0)."""
    import itertools

    import numpy as np

    from training.net_model import INPUTS, LOCATIONS

    out = []
    for perm in itertools.permutations((1, 2, 3)):
        suit = (0,) + perm
        cols = list(range(INPUTS))
        for loc in range(len(LOCATIONS)):
            for c in range(40):
                cols[loc * 40 + c] = loc * 40 + suit[c // 10] * 10 + c % 10
        out.append(np.array(cols))
    return out


def fit(x, left, y, seed: int, hidden: tuple[int, ...] = (32,), epochs: int = 30, batch: int = 256,
        rate: float = 5e-4, decay: float = 1e-3, card_decay: float = 0.0, cards: str = "all", target=None,
        log=print):
    """Fit the network to ``y`` (Adam on the mean squared error in points; inputs shuffled among the plain
    suits), starting from a ridge fit of its linear part and a hidden part that adds nothing; the epoch with the
    lowest error on the last tenth of the rows is kept (epoch 0: the linear part alone). ``cards``: "all" (each
    card in each place an input), "none" (the sums and scalars alone) or "pooled" (the three plain suits share
    their weights: a card is its place, its rank and whether it is a trump)."""
    import numpy as np

    from training.net_model import Net

    if cards == "pooled":
        pool = _pooling()
        xp = np.concatenate([x[:, :CARD_INPUTS] @ pool, x[:, CARD_INPUTS:]], axis=1)
        net = fit(xp, left, y, seed, hidden, epochs, batch, rate, decay, card_decay, "shared", target, log)
        w, b = net.layers[0]
        net.layers[0] = (np.concatenate([pool @ w[:pool.shape[1]], w[pool.shape[1]:]]), b)
        net.skip = np.concatenate([pool @ net.skip[:pool.shape[1]], net.skip[pool.shape[1]:]])
        return net
    ncard = POOLED_INPUTS if cards == "shared" else CARD_INPUTS
    rng = np.random.default_rng(seed)
    if cards == "none":   # the sums and scalars alone: the card inputs are zero in training and their weights zeroed
        x = x.copy()
        x[:, :CARD_INPUTS] = 0.0
    sizes = [x.shape[1], *hidden, 1]
    params = []
    for a, b in zip(sizes, sizes[1:]):
        params += [rng.normal(0.0, np.sqrt(2.0 / a), (a, b)).astype(np.float32), np.zeros(b, np.float32)]
    params[-2][:] = 0.0
    val = np.arange(len(y)) >= int(len(y) * 0.9)
    xt, lt, yt = x[~val], left[~val], (y if target is None else target)[~val]   # validation: the real outcome
    xl = xt[:, ncard:] * lt[:, None]   # the linear part starts from the sums and scalars alone
    skip = np.zeros(x.shape[1], np.float32)
    skip[ncard:] = np.linalg.solve(xl.T @ xl + 10.0 * np.eye(xl.shape[1]), xl.T @ yt)
    params.append(skip)
    moments = [(np.zeros_like(p), np.zeros_like(p)) for p in params]
    swaps = _suit_swaps() if cards == "all" else [np.arange(x.shape[1])]
    best, best_params, step = float("inf"), None, 0
    for epoch in range(epochs + 1):
        if epoch:
            step = _epoch(params, moments, xt, lt, yt, swaps, rng, batch, rate, decay, step, card_decay, ncard)
        net = Net([(params[k].copy(), params[k + 1].copy()) for k in range(0, len(params) - 1, 2)], params[-1].copy())
        if cards == "none":
            net.layers[0][0][:CARD_INPUTS] = 0.0
            net.skip[:CARD_INPUTS] = 0.0
        mse = float(np.mean((np.clip(net.share(x[val]), 0, 1) * left[val] - y[val]) ** 2))
        log(f"  epoch {epoch:3}: validation MSE {mse:7.2f}")
        if mse < best:
            best, best_params = mse, net
    return best_params


def _epoch(params, moments, xt, lt, yt, swaps, rng, batch, rate, decay, step, card_decay, ncard):
    """One pass of Adam over the training rows; returns the step count."""
    import numpy as np

    order = rng.permutation(len(yt))
    for i in range(0, len(order), batch):
        idx = order[i:i + batch]
        xb = xt[idx][:, swaps[rng.integers(len(swaps))]]
        acts, h = [xb], xb
        layers = len(params) - 1
        for k in range(0, layers, 2):
            h = h @ params[k] + params[k + 1]
            if k < layers - 2:
                h = np.maximum(h, 0.0)
            acts.append(h)
        err = (h[:, 0] + xb @ params[-1]) * lt[idx] - yt[idx]
        grad = (2.0 * err * lt[idx] / len(idx))[:, None]
        grads = [None] * len(params)
        grads[-1] = xb.T @ grad[:, 0] + decay * params[-1]
        for k in range(layers - 2, -1, -2):
            grads[k] = acts[k // 2].T @ grad + decay * params[k]
            if k == 0:   # the card inputs are many and each is seldom on: held back harder
                grads[0][:ncard] += card_decay * params[0][:ncard]
            grads[k + 1] = grad.sum(axis=0)
            if k:
                grad = (grad @ params[k].T) * (acts[k // 2] > 0)
        step += 1
        for p, g, (m, v) in zip(params, grads, moments):
            m *= 0.9
            m += 0.1 * g
            v *= 0.999
            v += 0.001 * g * g
            p -= rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
    return step


def td_targets(rows: list[dict], values, left, lam: float):
    """TD(lambda) targets of ``rows`` (each game's 14 positions in order, as ``generate`` writes them): the
    leader's points over the next tricks plus, trick by trick, ``1 - lam`` of the network's value of the position
    reached (``values``: the leader's further points per row; ``left``: the points still to take per row, as
    :func:`arrays` gives them) and ``lam`` of the same target there; a game's last position keeps its real outcome.
    ``lam=1`` gives the real outcomes back."""
    import numpy as np

    out = np.zeros(len(rows), dtype=np.float32)
    i = len(rows) - 1
    while i >= 0:   # backwards, in seat 0's points: who leads changes from trick to trick
        r = rows[i]
        last = i == len(rows) - 1 or not _same_game(r, rows[i + 1])
        if last:
            g0 = r["final"][0] - r["pts"][0]
        else:
            nxt = rows[i + 1]
            v = float(values[i + 1])
            v0 = v if nxt["lead"] == 0 else float(left[i + 1]) - v
            g0 = nxt["pts"][0] - r["pts"][0] + (1 - lam) * v0 + lam * g0
        out[i] = g0 if r["lead"] == 0 else float(left[i]) - g0
        i -= 1
    return out


def _same_game(a: dict, b: dict) -> bool:
    """Whether ``b`` is the position after ``a`` in the same game."""
    return a["deal"] == b["deal"] and a["final"] == b["final"] and len(b["stock"]) == len(a["stock"]) - 2


def train(data: str, seed: int, out: str, epochs: int = 30, td: float = 1.0, td_rounds: int = 0,
          **options) -> None:
    """Fit the network on the training deals of ``data`` and save it to ``out``; with ``td`` below 1, refit
    ``td_rounds`` times on TD(lambda) targets made with the previous fit's values."""
    from pathlib import Path

    import numpy as np

    from training.net_model import save

    rows, _ = split(load_rows(data))
    x, left, y = arrays(rows)
    print(f"{len(rows)} training positions")
    net = fit(x, left, y, seed, epochs=epochs, **options)
    for k in range(td_rounds if td < 1.0 else 0):
        values = np.clip(net.share(x), 0, 1) * left
        target = td_targets(rows, values, left, td)
        print(f"TD({td}) round {k + 1}: targets' mean square from the outcomes {np.mean((target - y) ** 2):.2f}")
        net = fit(x, left, y, seed, epochs=epochs, target=target, **options)
    print(f"saved {out}: {save(net, Path(out))} bytes")


def report(data: str, weights: str) -> None:
    """Print each predictor's mean squared error on the held-out deals of ``data``."""
    from pathlib import Path

    import numpy as np

    from briscola_desktop.ai.leaf import LEAF_WEIGHTS
    from training.net_model import load
    from training.leaf_values import playout_value, row_features

    train_rows, test_rows = split(load_rows(data))
    x, left, y = arrays(test_rows)
    lin = np.array([row_features(r) for r in test_rows])
    preds = {"value network": np.clip(load(Path(weights)).share(x), 0, 1) * left,
             "linear leaf (ai/leaf.py: hard_v1's games)": np.clip(lin @ np.array(LEAF_WEIGHTS), 0, left)}
    lin_train = np.array([row_features(r) for r in train_rows])
    y_train = np.array([r["final"][r["lead"]] - r["pts"][r["lead"]] for r in train_rows], dtype=float)
    coef, *_ = np.linalg.lstsq(lin_train, y_train, rcond=None)
    preds["linear leaf refitted on these deals"] = np.clip(lin @ coef, 0, left)
    preds["playout v3/v1 (Hard's own)"] = np.array([playout_value(r, "v3", "v1") for r in test_rows], dtype=float)
    print(f"{len(train_rows)} training positions, {len(test_rows)} held out "
          f"({len({r['deal'] for r in test_rows})} deals); the leader's future points: mean {y.mean():.2f}, "
          f"sd {y.std():.2f}")
    deal = np.array([r["deal"] for r in test_rows])
    for name, p in preds.items():
        err = p - y
        print(f"  {name:42} held-out MSE {np.mean(err ** 2):7.2f}  bias {np.mean(err):+6.2f}  "
              f"corr {np.corrcoef(p, y)[0, 1]:.3f}")
    names = list(preds)
    for other in names[1:]:
        mean, half = _by_deal((preds[names[0]] - y) ** 2 - (preds[other] - y) ** 2, deal)
        print(f"  squared error, network minus {other}: {mean:+.2f} ({mean - half:+.2f} .. {mean + half:+.2f},"
              f" 95% over the deals)")


def _by_deal(values, deal):
    """The mean of ``values`` and the half-width of its 95% interval, each deal's positions taken as one sample."""
    import numpy as np

    ids, inverse = np.unique(deal, return_inverse=True)
    sums = np.bincount(inverse, weights=values)
    counts = np.bincount(inverse).astype(float)
    mean = sums.sum() / counts.sum()
    resid = sums - mean * counts   # ratio estimator: the deals' totals around the mean
    half = 1.96 * np.sqrt(np.sum(resid ** 2) * len(ids) / (len(ids) - 1)) / counts.sum()
    return float(mean), float(half)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate", help="play hands of Hard and record positions")
    g.add_argument("--deals", type=int, default=2384)
    g.add_argument("--seed", type=int, default=501)
    g.add_argument("--workers", type=int, default=1)
    g.add_argument("--players", default="hard,hard")
    g.add_argument("--out", required=True)
    t = sub.add_parser("train", help="fit the network and save its weights")
    t.add_argument("--data", required=True)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--epochs", type=int, default=30)
    t.add_argument("--out", required=True)
    t.add_argument("--hidden", default="32", help="the hidden layers' sizes")
    t.add_argument("--decay", type=float, default=1e-3, help="weight decay")
    t.add_argument("--rate", type=float, default=5e-4, help="Adam's step size")
    t.add_argument("--card-decay", type=float, default=0.0, help="more weight decay on the card inputs")
    t.add_argument("--td", type=float, default=1.0, help="TD(lambda) targets' lambda (1: the real outcomes)")
    t.add_argument("--td-rounds", type=int, default=2, help="refits on TD targets (with --td below 1)")
    t.add_argument("--cards", choices=("all", "none", "pooled"), default="all",
                   help="the card inputs: each card (all), none (the sums alone) or the plain suits pooled")
    r = sub.add_parser("report", help="held-out mean squared error of the network and the linear leaf")
    r.add_argument("--data", required=True)
    r.add_argument("--weights", required=True, help="a network saved by train")
    args = parser.parse_args(argv)
    if args.cmd == "generate":
        print(generate(args.deals, args.seed, args.out, args.workers, args.players), "positions")
    elif args.cmd == "train":
        train(args.data, args.seed, args.out, args.epochs, td=args.td, td_rounds=args.td_rounds, rate=args.rate,
              decay=args.decay, card_decay=args.card_decay, cards=args.cards,
              hidden=tuple(int(h) for h in args.hidden.split(",")))
    else:
        report(args.data, args.weights)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
