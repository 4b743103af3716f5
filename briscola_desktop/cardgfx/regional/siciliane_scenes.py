"""The little scenes of the Siciliane numeral cards, drawn straight on the paper between or below
the pips, as the Sicilian deck prints them: no box, no frame, only a tuft of ground or a line of
sea under each. Island things: a fishing boat with a lateen sail, a donkey, a painted cart, Etna
smoking, a lemon tree, a windmill of the salt pans, a peasant in his cap, a woman with a jug...

Each scene is drawn about its foot: local units, the ground line at y = 0, about 90 wide and
50 tall (the "tall" ones about 44 wide and 90 tall, for a gap between two columns of pips), and
placed by ``scene(kind, x, y, scale, flip)``.
"""

from __future__ import annotations

from ..svg import circle, circle_d, ellipse, group, path, polygon, rect, transform
from .common import INK, SKIN

GRASS = "#6aa447"
DARK_GRASS = "#3f7a2c"
EARTH = "#c9a66b"
SEA = "#3f7fc4"
WALL = "#f4e6c8"
ROOF = "#c8522f"
WOOD = "#8a5a2b"
RED = "#cf3a2c"
GOLD = "#e9a825"
BLUE = "#1f5fa8"
W1 = 1.1  # outline width, in scene units


def _grass(x0: float, x1: float) -> str:
    """A tuft of ground: a low green mound with a few blades."""
    mid = (x0 + x1) / 2
    blades = " ".join(f"M{x:.1f},-1 l-2,-5 M{x + 3:.1f},-1 l2,-6" for x in (x0 + 8, mid - 2, x1 - 12))
    return (path(f"M{x0:.1f},1 C{x0 + 10:.1f},-6 {x1 - 10:.1f},-6 {x1:.1f},1 Z", fill=GRASS, stroke=INK,
                 stroke_width=W1)
            + path(blades, stroke=DARK_GRASS, stroke_width=1.2, stroke_linecap="round"))


def _waves(x0: float, x1: float, y: float = 0) -> str:
    d = [f"M{x0:.1f},{y:.1f}"]
    x = x0
    while x < x1 - 1:
        d.append("q4,-4 8,0 q4,4 8,0")
        x += 16
    return path(" ".join(d), fill="none", stroke=SEA, stroke_width=2.0, stroke_linecap="round")


def _person(x: float, coat: str, legs: str, hat: str | None = None, skirt: bool = False) -> str:
    """A small standing person, 44 tall, feet at y = 0."""
    parts = []
    if skirt:
        parts.append(path(f"M{x - 7:.1f},-24 L{x + 7:.1f},-24 L{x + 11:.1f},-2 L{x - 11:.1f},-2 Z", fill=legs,
                          stroke=INK, stroke_width=W1))
        parts.append(rect(x - 6, -3, 4, 3, fill=INK) + rect(x + 2, -3, 4, 3, fill=INK))
    else:
        parts.append(path(f"M{x - 5:.1f},-18 L{x - 6:.1f},0 M{x + 5:.1f},-18 L{x + 6:.1f},0", stroke=legs,
                          stroke_width=4.0, stroke_linecap="round"))
    parts.append(path(f"M{x - 8:.1f},-34 L{x + 8:.1f},-34 L{x + 9:.1f},-16 L{x - 9:.1f},-16 Z", fill=coat,
                      stroke=INK, stroke_width=W1))
    parts.append(circle(x, -39, 5.2, fill=SKIN, stroke=INK, stroke_width=W1))
    if hat:
        parts.append(path(f"M{x - 6:.1f},-41 C{x - 5:.1f},-47 {x + 5:.1f},-47 {x + 7:.1f},-41 L{x + 10:.1f},-40 "
                          f"L{x - 6:.1f},-40 Z", fill=hat, stroke=INK, stroke_width=0.9))
    return "".join(parts)


def _house() -> str:
    return (_grass(-46, 46)
            + rect(-30, -30, 34, 28, fill=WALL, stroke=INK, stroke_width=W1)
            + polygon([(-35, -29), (-13, -46), (9, -29)], fill=ROOF, stroke=INK, stroke_width=W1)
            + rect(-17, -16, 8, 14, fill=WOOD) + rect(-27, -24, 7, 6, fill=BLUE)
            + rect(-4, -24, 6, 6, fill=BLUE)
            + rect(22, -22, 4, 20, fill=WOOD)
            + circle(24, -30, 13, fill=DARK_GRASS, stroke=INK, stroke_width=W1))


def _boat() -> str:
    """A fishing boat with a lateen sail on the sea."""
    return (path("M-34,-10 L34,-10 C30,0 22,3 0,3 C-22,3 -30,0 -34,-10 Z", fill=BLUE, stroke=INK,
                 stroke_width=W1)
            + path("M-33,-8 L33,-8", stroke=GOLD, stroke_width=2.2)
            + path("M-2,-10 L-2,-46", stroke=WOOD, stroke_width=2.0)
            + path("M-22,-14 L14,-52 C16,-36 12,-22 -2,-12 Z", fill="#fbf5e4", stroke=INK, stroke_width=W1)
            + circle(24, -6, 1.6, fill="#fff")
            + _waves(-46, 46, 6))


def _fish() -> str:
    """Two fish leaping over the waves."""
    one = (path("M-14,0 C-8,-8 6,-8 12,0 C6,8 -8,8 -14,0 Z M12,0 L20,-6 L20,6 Z", fill="#7fa9cf", stroke=INK,
                stroke_width=W1) + circle(-7, -1.5, 1.5, fill=INK))
    return (group(one, "translate(-16 -18) rotate(-25)") + group(one, "translate(18 -26) rotate(20) scale(-1 1)")
            + _waves(-46, 46, -2) + _waves(-38, 38, 5))


def _bird() -> str:
    """A bird on a branch with leaves."""
    leaves = "".join(ellipse(x, y, 7, 3.2, fill=GRASS, stroke=INK, stroke_width=0.9) for x, y in
                     ((-30, -16), (-18, -4), (30, -14), (20, -24)))
    return (path("M-44,-6 C-20,-14 10,-14 44,-22", fill="none", stroke=WOOD, stroke_width=3.2,
                 stroke_linecap="round")
            + leaves
            + path("M-6,-16 C-10,-30 4,-40 14,-34 L22,-36 L16,-30 C16,-20 8,-14 -6,-16 Z", fill=RED, stroke=INK,
                   stroke_width=W1)
            + path("M-6,-16 L-18,-10 L-14,-18 Z", fill=RED, stroke=INK, stroke_width=W1)
            + path("M-2,-22 C2,-28 8,-26 10,-22", fill="none", stroke=INK, stroke_width=1.0)
            + circle(12, -32, 1.4, fill=INK)
            + path("M2,-16 L2,-12 M6,-16 L6,-13", stroke=INK, stroke_width=1.1))


def _dog() -> str:
    """A dog trotting on the grass."""
    return (_grass(-44, 44)
            + path("M-22,-14 C-20,-24 12,-24 16,-16 L16,-10 L-20,-10 Z", fill="#b7844d", stroke=INK,
                   stroke_width=W1)
            + path("M-16,-11 L-22,-2 M-10,-11 L-8,-2 M8,-11 L4,-2 M14,-11 L18,-2", stroke="#7a5430",
                   stroke_width=3.2, stroke_linecap="round")
            + path("M14,-18 L16,-28 C20,-32 28,-30 30,-24 L26,-20 L18,-14 Z", fill="#b7844d", stroke=INK,
                   stroke_width=W1)
            + path("M17,-28 L15,-34 L21,-30 Z", fill="#7a5430", stroke=INK, stroke_width=0.9)
            + circle(23, -26, 1.3, fill=INK)
            + path("M-21,-18 C-28,-24 -30,-30 -26,-34", fill="none", stroke="#7a5430", stroke_width=2.6,
                   stroke_linecap="round"))


def _donkey() -> str:
    """A grey donkey with red saddle bags (u sceccu)."""
    grey = "#9c9a96"
    return (_grass(-46, 46)
            + path("M-20,-10 L-22,-1 M-12,-10 L-11,-1 M12,-10 L10,-1 M20,-10 L22,-1", stroke=grey,
                   stroke_width=3.6, stroke_linecap="round")
            + path("M-26,-14 C-26,-26 18,-28 22,-18 L22,-10 L-24,-10 Z", fill=grey, stroke=INK, stroke_width=W1)
            + path("M18,-20 L26,-34 C30,-38 36,-34 38,-28 L32,-24 L24,-14 Z", fill=grey, stroke=INK,
                   stroke_width=W1)
            + path("M26,-34 L24,-46 L30,-36 M29,-35 L32,-46 L33,-34", fill=grey, stroke=INK, stroke_width=0.9)
            + circle(31, -31, 1.2, fill=INK)
            + rect(-12, -28, 16, 16, rx=2, fill=RED, stroke=INK, stroke_width=W1)
            + path("M-10,-20 L2,-20", stroke=GOLD, stroke_width=1.6)
            + path("M-26,-20 C-32,-18 -32,-10 -30,-6", fill="none", stroke=INK, stroke_width=1.3))


def _etna() -> str:
    """Etna smoking over a green foot, a little tree beside."""
    smoke = " ".join(circle_d(x, y, r) for x, y, r in ((-4, -52, 5), (4, -58, 6), (14, -62, 5)))
    return (path("M-46,0 L-10,-42 L2,-42 L46,0 Z", fill="#8a7a6a", stroke=INK, stroke_width=W1)
            + path("M-10,-42 L-4,-34 L0,-40 L2,-42 Z", fill="#f4f4f4", stroke=INK, stroke_width=0.9)
            + path("M-3,-42 C-1,-36 2,-30 -2,-22", fill="none", stroke=RED, stroke_width=2.2)
            + path(smoke, fill="#d9d6d0", stroke=INK, stroke_width=0.8)
            + _grass(-46, 46)
            + rect(30, -16, 3, 14, fill=WOOD) + circle(31.5, -20, 7, fill=DARK_GRASS, stroke=INK,
                                                       stroke_width=W1))


def _lemons() -> str:
    """A lemon tree in fruit and a basket of lemons."""
    fruit = " ".join(ellipse_d(x, y) for x, y in ((-18, -38), (-6, -30), (4, -42), (-14, -26), (8, -28)))
    return (_grass(-46, 46)
            + rect(-8, -22, 6, 20, fill=WOOD, stroke=INK, stroke_width=0.9)
            + ellipse(-5, -34, 22, 15, fill=DARK_GRASS, stroke=INK, stroke_width=W1)
            + path(fruit, fill="#f2d43a", stroke=INK, stroke_width=0.8)
            + path("M18,-12 L38,-12 L35,-2 L21,-2 Z", fill="#c79a4e", stroke=INK, stroke_width=W1)
            + path(" ".join(ellipse_d(x, -14) for x in (23, 29, 34)), fill="#f2d43a", stroke=INK,
                   stroke_width=0.8))


def ellipse_d(x: float, y: float, rx: float = 3.4, ry: float = 2.4) -> str:
    return (f"M{x - rx:.1f},{y:.1f} a{rx:.1f},{ry:.1f} 0 1 0 {2 * rx:.1f},0 "
            f"a{rx:.1f},{ry:.1f} 0 1 0 {-2 * rx:.1f},0 Z")


def _cart() -> str:
    """A painted Sicilian cart: a red box on a big wheel with yellow spokes."""
    spokes = " ".join(f"M0,-13 l{dx:.1f},{dy:.1f}" for dx, dy in ((11, 0), (-11, 0), (0, 11), (0, -11),
                                                                    (7.8, 7.8), (-7.8, 7.8), (7.8, -7.8),
                                                                    (-7.8, -7.8)))
    return (path("M-46,0 L46,0", stroke=EARTH, stroke_width=3.0)
            + path("M10,-22 L44,-16", stroke=WOOD, stroke_width=2.6, stroke_linecap="round")
            + path("M-34,-36 L14,-36 L10,-20 L-30,-20 Z", fill=RED, stroke=INK, stroke_width=W1)
            + path("M-30,-30 L10,-30", stroke=GOLD, stroke_width=2.0)
            + path("M-24,-34 L-24,-22 M-12,-34 L-12,-22 M0,-34 L0,-22", stroke=BLUE, stroke_width=1.6)
            + group(circle(0, -13, 12, fill="none", stroke=INK, stroke_width=3.6)
                    + circle(0, -13, 12, fill="none", stroke=GOLD, stroke_width=2.0)
                    + path(spokes, stroke=GOLD, stroke_width=1.8) + circle(0, -13, 3, fill=RED), "translate(-10 0)"))


def _church() -> str:
    """A little church with its bell tower."""
    return (_grass(-46, 46)
            + rect(-24, -28, 30, 26, fill=WALL, stroke=INK, stroke_width=W1)
            + polygon([(-28, -27), (-9, -40), (10, -27)], fill=ROOF, stroke=INK, stroke_width=W1)
            + path("M-14,-2 L-14,-12 C-14,-18 -4,-18 -4,-12 L-4,-2 Z", fill=WOOD)
            + circle(-9, -30, 2.6, fill=BLUE)
            + rect(8, -44, 14, 42, fill=WALL, stroke=INK, stroke_width=W1)
            + polygon([(6, -43), (15, -56), (24, -43)], fill=ROOF, stroke=INK, stroke_width=W1)
            + path("M12,-30 L12,-37 C12,-41 18,-41 18,-37 L18,-30 Z", fill=INK)
            + path("M15,-56 L15,-62 M12,-59 L18,-59", stroke=INK, stroke_width=1.2))


def _windmill() -> str:
    """A windmill of the salt pans, with its sails."""
    sails = "".join(group(path("M0,0 L3,-4 L3,-24 L-3,-24 L-3,-4 Z", fill="#fbf5e4", stroke=INK,
                               stroke_width=0.9), f"rotate({a})") for a in (20, 110, 200, 290))
    return (_waves(-46, -10, -1) + path("M-10,0 L46,0", stroke=EARTH, stroke_width=3)
            + path("M-6,0 L-2,-34 L12,-34 L16,0 Z", fill=WALL, stroke=INK, stroke_width=W1)
            + path("M-4,-34 C-2,-44 12,-44 14,-34 Z", fill=ROOF, stroke=INK, stroke_width=W1)
            + rect(2, -12, 6, 12, fill=WOOD)
            + group(sails + circle(0, 0, 2.4, fill=INK), "translate(5 -36)")
            + polygon([(26, 0), (32, -8), (38, 0)], fill="#f4f4f4", stroke=INK, stroke_width=0.9)
            + polygon([(34, 0), (40, -6), (46, 0)], fill="#f4f4f4", stroke=INK, stroke_width=0.9))


def _rooster() -> str:
    return (_grass(-40, 40)
            + path("M-2,-8 L-4,-1 M6,-8 L8,-1", stroke=GOLD, stroke_width=2.0, stroke_linecap="round")
            + path("M-14,-24 C-16,-10 12,-4 14,-16 L18,-28 C20,-36 12,-40 8,-34 L6,-24 Z", fill="#d87a2a",
                   stroke=INK, stroke_width=W1)
            + path("M-14,-24 C-26,-34 -30,-22 -26,-12 C-22,-18 -18,-20 -14,-18 Z", fill=DARK_GRASS, stroke=INK,
                   stroke_width=W1)
            + path("M10,-38 L12,-44 L14,-40 L17,-44 L17,-37 Z", fill=RED, stroke=INK, stroke_width=0.8)
            + polygon([(19, -33), (24, -31), (19, -29)], fill=GOLD, stroke=INK, stroke_width=0.8)
            + circle(15, -33, 1.2, fill=INK))


def _ground_line() -> str:
    """A long line of earth under a small person, so no one takes the figure for a pip."""
    return path("M-40,1.5 L40,1.5", stroke=INK, stroke_width=1.6, stroke_linecap="round")


def _peasant() -> str:
    """A peasant in his cap with a stick (tall)."""
    return (_ground_line() + _grass(-22, 22) + path("M12,-44 L14,-1", stroke=WOOD, stroke_width=2.2, stroke_linecap="round")
            + group(_person(0, "#6a4b8a", "#3a3a46", hat="#4a4a4a"), "scale(1.6)")
            + circle(13, -30, 2.6, fill=SKIN, stroke=INK, stroke_width=0.9))


def _woman() -> str:
    """A woman carrying a water jug on her head (tall)."""
    return (_ground_line() + _grass(-22, 22)
            + group(_person(0, RED, BLUE, skirt=True), "scale(1.6)")
            + path("M-7,-72 C-10,-84 10,-84 7,-72 Z M-3,-82 L-3,-87 L3,-87 L3,-82", fill="#c06a3a", stroke=INK,
                   stroke_width=W1)
            + path("M-8,-50 L-11,-62 L-6,-70", fill="none", stroke=SKIN, stroke_width=3.0, stroke_linecap="round"))


def _cypress() -> str:
    """A tall tree with a bird (tall)."""
    return (_grass(-22, 22) + rect(-2, -16, 4, 15, fill=WOOD, stroke=INK, stroke_width=0.8)
            + path("M0,-86 C12,-64 14,-36 8,-14 L-8,-14 C-14,-36 -12,-64 0,-86 Z", fill=DARK_GRASS, stroke=INK,
                   stroke_width=W1)
            + path("M0,-76 C5,-60 6,-40 3,-20", fill="none", stroke=GRASS, stroke_width=2.0))


def _tower() -> str:
    """A round watch tower by the sea (tall)."""
    return (_waves(-22, 22, -1)
            + path("M-12,-4 L-10,-66 L10,-66 L12,-4 Z", fill=WALL, stroke=INK, stroke_width=W1)
            + path("M-13,-66 L-13,-76 L-8,-76 L-8,-71 L-3,-71 L-3,-76 L3,-76 L3,-71 L8,-71 L8,-76 L13,-76 "
                   "L13,-66 Z", fill=WALL, stroke=INK, stroke_width=W1)
            + rect(-3, -50, 6, 10, rx=3, fill=INK) + rect(-4, -22, 8, 18, fill=WOOD))


#: Scenes that fit below or between the pips (about 92 x 50).
WIDE = {"house": _house, "boat": _boat, "fish": _fish, "bird": _bird, "dog": _dog, "donkey": _donkey,
        "etna": _etna, "lemons": _lemons, "cart": _cart, "church": _church, "windmill": _windmill,
        "rooster": _rooster}
#: Scenes that fit in a narrow gap between two columns of pips (about 44 x 90).
TALL = {"peasant": _peasant, "woman": _woman, "cypress": _cypress, "tower": _tower}


def scene(kind: str, x: float, y: float, scale: float = 1.0, flip: bool = False) -> str:
    """The scene ``kind`` with its ground line's middle at (x, y)."""
    draw = WIDE.get(kind) or TALL[kind]
    return group(draw(), transform(x, y, 0, scale, sx=-scale if flip else None))
