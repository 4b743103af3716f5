"""Each rule lives once: the trick rules in ``rules.tricks``, legality in ``rules.legality``; no import circle."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from briscola_desktop.ai.search import deal_world, play_card
from briscola_desktop.rules import PRESETS, HandState, IllegalAction, Phase, legal_cards, preset, trick_winner
from briscola_desktop.rules.cards import DECK

PKG = Path(__file__).resolve().parents[2] / "briscola_desktop"


def _module_graph(folders: list[str]) -> dict[str, set[str]]:
    """Project modules imported at any level (functions and ``TYPE_CHECKING`` blocks included)."""
    graph: dict[str, set[str]] = {}
    for folder in folders:
        for path in (PKG / folder).glob("*.py"):
            name = f"briscola_desktop.{folder}.{path.stem}".removesuffix(".__init__")
            package = name if path.stem == "__init__" else name.rsplit(".", 1)[0]
            deps: set[str] = set()
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom):
                    if node.level:
                        base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                        target = f"{base}.{node.module}" if node.module else base
                    else:
                        target = node.module or ""
                    deps.add(target)
                    deps.update(f"{target}.{a.name}" for a in node.names)
                elif isinstance(node, ast.Import):
                    deps.update(a.name for a in node.names)
            graph[name] = deps
    return {m: {d for d in deps if d in graph and d != m} for m, deps in graph.items()}


def test_the_rules_and_the_ai_have_no_import_circle():
    graph = _module_graph(["rules", "ai"])
    # package __init__ files only re-export: a circle through them is not a real dependency
    graph = {m: {d for d in deps if not d.endswith((".rules", ".ai"))} for m, deps in graph.items()}
    assert "briscola_desktop.rules.state" in graph and "briscola_desktop.rules.view" in graph
    seen: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        if seen.get(m) == 1:
            raise AssertionError("import circle: " + " -> ".join(path + [m]))
        if seen.get(m) == 2:
            return
        seen[m] = 1
        for d in sorted(graph[m]):
            visit(d, path + [m])
        seen[m] = 2

    for m in sorted(graph):
        visit(m, [])


def test_the_ai_defines_no_rule_of_its_own():
    for path in (PKG / "ai").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        assert not defined & {"beats", "legal_cards", "trick_winner", "winning_entry", "trick_points"}, path


@pytest.mark.parametrize("variant_name", sorted(PRESETS))
def test_views_and_the_state_agree_on_what_is_legal(variant_name):
    rng = random.Random(variant_name)
    for deal in range(3):
        state = HandState(preset(variant_name), seed=deal)
        while not state.is_over:
            view = state.view(state.to_act)
            assert view.legal_actions() == state.legal_actions()
            if state.phase is Phase.PLAY:
                assert state.legal_actions() == legal_cards(state.hands[state.to_act], state.table,
                                                            state.variant.follow_suit)
            state.apply(rng.choice(state.legal_actions()))


def test_an_illegal_card_in_briscolone_is_refused_with_the_follow_suit_rule():
    for seed in range(50):
        state = HandState(preset("briscolone"), seed=seed)
        led = state.hands[state.to_act][0]
        state.apply(led)
        hand = state.hands[state.to_act]
        off = [c for c in hand if c.suit != led.suit]
        if off and len(off) < len(hand):
            break
    before = list(hand)
    with pytest.raises(IllegalAction, match="you must follow suit"):
        state.apply(off[0])
    assert state.hands[state.to_act] == before


@pytest.mark.parametrize("variant_name", ["two_players", "four_teams", "three_players_39", "briscolone"])
def test_the_search_world_scores_tricks_as_the_rules_do(variant_name):
    """A dealt world played card by card gives every seat the points the real state gives it."""
    rng = random.Random(4)
    for deal in range(4):
        state = HandState(preset(variant_name), seed=40 + deal)
        view = state.view(state.to_act)
        world = deal_world(view, rng)
        world.hands = [list(h) for h in state.hands]
        world.stock = ([state.trump_card] if state.trump_card is not None else []) + list(state.stock)
        while not state.is_over:
            c = rng.choice(state.legal_actions())
            winner_before = state.table and trick_winner(state.table + [(state.to_act, c)], state.trump_suit)
            state.apply(c)
            play_card(world, DECK[int(c)])
            assert world.to_act == state.to_act or state.is_over, winner_before
        for side, seats in enumerate(preset(variant_name).sides):
            assert world.pts[world.side[seats[0]]] == sum(state.points[s] for s in seats)
