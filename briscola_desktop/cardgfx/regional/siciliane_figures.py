"""The twelve court figures of the Siciliane, full length on their coloured base.

- The "donna" (rank 8) is a page: a slim youth with long hair under a feathered cap, a short
  belted tunic to mid-thigh, tight hose and tall boots; drawn with a girlish grace, as the
  islanders' name for the card says, but a page, never a lady in a gown.
- The "cavallo" (rank 9) rides a grey, dappled horse drawn whole, the suit sign raised.
- The "re" (rank 10) is a heavy standing figure: a tall crown, a full beard, a long robe to the
  ground under a mantle with an ermine collar and hem.

Every figure holds its suit's sign; each suit's three differ in pose and in what the free hand
does. ``held(x, y, scale, rot)`` is the caller's sign with its hand at (x, y); the figure draws
the hand over it. Coordinates are card units on a 240 x 360 card, feet on y = 298.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..svg import circle, circle_d, ellipse, group, path, polygon, rect, thick_line
from .common import INK, SKIN, WHITE

Held = Callable[[float, float, float, float], str]

GROUND = 298.0
GOLD = "#e9a825"
DARK = "#3a2616"


@dataclass(frozen=True)
class Look:
    """The colours of one figure and what it does."""
    main: str  # tunic (page), robe (king), coat (rider)
    second: str  # cape, mantle, saddle cloth
    hose: str
    hat: str
    hair: str = "#5a3519"
    boots: str = DARK
    trim: str = GOLD
    flip: bool = False  # drawn mirrored (the sign in the other hand, the horse facing left)
    pose: str = "raise"  # how the sign is held: "raise", "front", "shoulder", "lean"
    free: str = "hip"  # the free hand: "hip", "down", "sceptre", "orb"
    decor: str = "lozenges"  # what decorates a king's robe: "lozenges", "flowers", "bands"


def _hand(x: float, y: float, r: float = 5.6) -> str:
    return circle(x, y, r, fill=SKIN, stroke=INK, stroke_width=1.4)


def _arm(points: list[tuple[float, float]], colour: str, width: float = 11) -> str:
    return thick_line(points, colour, width, INK, 1.4)


def head_path(cx: float, cy: float, r: float, d: str) -> str:
    """Path data written in head units (the head's centre at 0,0, its radius 1) placed at
    (cx, cy) with radius ``r``: every "x,y" pair is mapped, the commands kept (absolute only)."""
    out = []
    for token in d.split():
        if "," in token:
            head, x, y = "", *token.split(",")
            if x[0].isalpha():
                head, x = x[0], x[1:]
            out.append(f"{head}{cx + float(x) * r:.2f},{cy + float(y) * r:.2f}")
        else:
            out.append(token)
    return " ".join(out)


def _features(cx: float, cy: float, r: float, young: bool) -> str:
    """Eyes, brows, nose and mouth of a frontal face."""
    eyes = circle_d(cx - r * 0.36, cy - r * 0.05, r * 0.1) + " " + circle_d(cx + r * 0.36, cy - r * 0.05, r * 0.1)
    brows = head_path(cx, cy, r, "M-0.56,-0.3 Q-0.36,-0.42 -0.16,-0.3 M0.56,-0.3 Q0.36,-0.42 0.16,-0.3")
    parts = [path(eyes, fill=INK), path(brows, fill="none", stroke=INK, stroke_width=1.2),
             path(head_path(cx, cy, r, "M0,-0.05 L-0.12,0.3 L0.06,0.32"), fill="none", stroke="#a8795a", stroke_width=1.2,
                  stroke_linecap="round")]
    if young:
        cheeks = circle_d(cx - r * 0.52, cy + r * 0.3, r * 0.16) + " " + circle_d(cx + r * 0.52, cy + r * 0.3, r * 0.16)
        parts.append(path(cheeks, fill="#f0a090", opacity=0.7))
        parts.append(path(head_path(cx, cy, r, "M-0.2,0.55 Q0,0.68 0.2,0.55"), fill="none", stroke="#b8402f",
                          stroke_width=1.6, stroke_linecap="round"))
    return "".join(parts)


def page_head(cx: float, cy: float, r: float, hair: str) -> str:
    """A youth's head: long hair falling to the shoulders (open under the chin), a fringe, a
    smooth face."""
    back = head_path(cx, cy, r, "M-1.05,-0.2 C-1.3,-1.5 1.3,-1.5 1.05,-0.2 C1.2,0.8 1.45,1.5 0.9,1.55 L0.45,0.7 "
                          "L-0.45,0.7 L-0.9,1.55 C-1.45,1.5 -1.2,0.8 -1.05,-0.2 Z")
    fringe = head_path(cx, cy, r, "M-0.95,-0.1 C-0.9,-1.1 0.9,-1.1 0.95,-0.1 C0.6,-0.5 -0.2,-0.55 -0.95,-0.1 Z")
    return (path(back, fill=hair, stroke=INK, stroke_width=1.3)
            + ellipse(cx, cy, r * 0.86, r, fill=SKIN, stroke=INK, stroke_width=1.5)
            + path(fringe, fill=hair, stroke=INK, stroke_width=1.1)
            + _features(cx, cy, r, True))


def king_head(cx: float, cy: float, r: float, hair: str) -> str:
    """A king's head: hair to the nape, a full beard ending in a point, a moustache."""
    back = head_path(cx, cy, r, "M-1.02,0.7 C-1.25,-1.3 1.25,-1.3 1.02,0.7 Z")
    beard = head_path(cx, cy, r, "M-0.86,0.3 C-0.9,1.1 -0.4,1.5 0,1.8 C0.4,1.5 0.9,1.1 0.86,0.3 C0.6,0.75 0.35,0.62 0,0.7 "
                           "C-0.35,0.62 -0.6,0.75 -0.86,0.3 Z")
    tache = head_path(cx, cy, r, "M-0.5,0.62 C-0.3,0.4 0.3,0.4 0.5,0.62")
    strands = head_path(cx, cy, r, "M-0.3,1.0 L-0.15,1.6 M0.3,1.0 L0.15,1.6")
    return (path(back, fill=hair, stroke=INK, stroke_width=1.3)
            + ellipse(cx, cy, r * 0.88, r, fill=SKIN, stroke=INK, stroke_width=1.5)
            + path(beard, fill=hair, stroke=INK, stroke_width=1.3)
            + path(tache, fill="none", stroke=hair, stroke_width=2.6, stroke_linecap="round")
            + path(strands, stroke=INK, stroke_width=0.9, opacity=0.6)
            + _features(cx, cy - r * 0.05, r, False))


def feathered_cap(cx: float, top: float, r: float, colour: str, trim: str, plume: str = WHITE) -> str:
    """A soft cap worn aslant with a plume."""
    feather = head_path(cx, top, r, "M0.7,0.1 C1.4,-1.2 2.2,-1.0 2.3,-1.7 C2.4,-0.5 1.5,0.2 0.8,0.5 Z")
    cap = head_path(cx, top, r, "M-1.2,0.55 C-1.3,-0.6 1.3,-0.75 1.25,0.45 Z")
    return (path(feather, fill=plume, stroke=INK, stroke_width=1.1)
            + path(cap, fill=colour, stroke=INK, stroke_width=1.4)
            + path(head_path(cx, top, r, "M-1.15,0.5 L1.2,0.4"), stroke=trim, stroke_width=3.2))


def brim_hat(cx: float, top: float, r: float, colour: str, trim: str) -> str:
    """A wide flat hat with a low crown and a band."""
    crown = head_path(cx, top, r, "M-0.85,0.45 L-0.75,-0.35 C-0.3,-0.6 0.3,-0.6 0.75,-0.35 L0.85,0.45 Z")
    return (ellipse(cx, top + r * 0.45, r * 1.7, r * 0.32, fill=colour, stroke=INK, stroke_width=1.4)
            + path(crown, fill=colour, stroke=INK, stroke_width=1.4)
            + rect(cx - r * 0.82, top + r * 0.05, r * 1.64, r * 0.3, fill=trim))


def tall_crown(cx: float, base: float, w: float, h: float, jewel: str) -> str:
    """A king's crown: an open band with five points, pearls on the tips."""
    x0 = cx - w / 2
    pts = [(x0, base), (x0 - 2, base - h)]
    for k in range(1, 9):
        x = x0 + w * k / 8
        pts.append((x, base - (h * 0.5 if k % 2 else h)))
    pts.append((x0 + w + 2, base - h))
    pts.append((x0 + w, base))
    tips = " ".join(circle_d(x0 + w * k / 4 + (-2 if k == 0 else 2 if k == 4 else 0), base - h - 2.5, 2.6)
                    for k in range(5))
    return (polygon(pts, fill=GOLD, stroke=INK, stroke_width=1.4)
            + path(tips, fill=WHITE, stroke=INK, stroke_width=0.9)
            + rect(x0 - 1, base - h * 0.3, w + 2, h * 0.3, fill="#c4861c", stroke=INK, stroke_width=1.1)
            + circle(cx, base - h * 0.15, 2.6, fill=jewel) + circle(cx - w * 0.3, base - h * 0.15, 2, fill="#2f8a48")
            + circle(cx + w * 0.3, base - h * 0.15, 2, fill="#2f8a48"))


def _boot(x: float, side: int, colour: str, cuff: str) -> str:
    """A tall boot from the knee, the toe turned outwards (``side`` -1 left, 1 right)."""
    s = side
    d = (f"M{x - 7:.2f},252 L{x + 7:.2f},252 L{x + 6 + (4 if s > 0 else 0):.2f},{GROUND - 8:.2f} "
         f"L{x + s * 17:.2f},{GROUND - 4:.2f} L{x + s * 17:.2f},{GROUND:.2f} L{x - s * 8:.2f},{GROUND:.2f} "
         f"L{x - 7 - (4 if s < 0 else 0):.2f},{GROUND - 10:.2f} Z")
    return (path(d, fill=colour, stroke=INK, stroke_width=1.4)
            + path(f"M{x - 9:.2f},248 L{x + 9:.2f},248 L{x + 8:.2f},258 L{x - 8:.2f},258 Z", fill=cuff, stroke=INK,
                   stroke_width=1.2))


def _decor(kind: str, x0: float, y0: float, x1: float, y1: float, colour: str) -> str:
    """What decorates a tunic or robe: "bands" (crossing gold bands), "flowers", "lozenges"."""
    if kind == "flowers":
        d = " ".join(circle_d(x, y, 2.4) for x in range(int(x0) + 7, int(x1) - 3, 12)
                     for y in range(int(y0) + 8, int(y1) - 3, 14))
        return path(d, fill=colour, stroke=INK, stroke_width=0.6)
    if kind == "lozenges":
        d = " ".join(f"M{x:.1f},{y - 4:.1f} l4,4 l-4,4 l-4,-4 Z" for x in range(int(x0) + 8, int(x1) - 4, 13)
                     for y in range(int(y0) + 8, int(y1) - 4, 16))
        return path(d, fill=colour, stroke=INK, stroke_width=0.6)
    if kind == "bands":
        d = " ".join(f"M{x0:.1f},{y:.1f} L{x1:.1f},{y:.1f}" for y in range(int(y0) + 8, int(y1) - 2, 14))
        return path(d, stroke=colour, stroke_width=2.6)
    return ""


def _hold(pose: str, held: Held, shoulder: tuple[float, float], sleeve: str, scale: float) -> str:
    """The arm that holds the sign (on the right of the figure, as seen), and the sign."""
    sx, sy = shoulder
    if pose == "raise":  # raised to the side at head height
        elbow, hand, rot = (sx + 20, sy + 14), (sx + 30, sy - 16), 8
    elif pose == "front":  # held out before the chest
        elbow, hand, rot = (sx + 14, sy + 36), (sx + 18, sy + 30), 0
    elif pose == "shoulder":  # the blade or club resting on the shoulder
        elbow, hand, rot = (sx + 16, sy + 30), (sx + 8, sy + 46), 24
    else:  # "lean": the club or sword grounded, the hand on it
        elbow, hand, rot = (sx + 18, sy + 30), (sx + 30, sy + 58), 180
    return _arm([(sx, sy), elbow, hand], sleeve) + held(hand[0], hand[1], scale, rot) + _hand(*hand)


def _free(kind: str, shoulder: tuple[float, float], sleeve: str, trim: str) -> str:
    """The free arm (on the left, as seen)."""
    sx, sy = shoulder
    if kind == "hip":
        return _arm([(sx, sy), (sx - 20, sy + 30), (sx - 2, sy + 52)], sleeve) + _hand(sx - 2, sy + 52)
    if kind == "sceptre":
        return (path(f"M{sx - 20:.2f},{sy - 28:.2f} L{sx - 20:.2f},{sy + 90:.2f}", stroke=INK, stroke_width=5.4,
                     stroke_linecap="round")
                + path(f"M{sx - 20:.2f},{sy - 28:.2f} L{sx - 20:.2f},{sy + 90:.2f}", stroke=trim, stroke_width=3.0,
                       stroke_linecap="round")
                + circle(sx - 20, sy - 32, 5, fill=trim, stroke=INK, stroke_width=1.2)
                + _arm([(sx, sy), (sx - 14, sy + 26), (sx - 20, sy + 40)], sleeve, 13) + _hand(sx - 20, sy + 40))
    if kind == "orb":
        return (_arm([(sx, sy), (sx - 12, sy + 34), (sx + 6, sy + 50)], sleeve, 13)
                + circle(sx + 6, sy + 40, 8, fill=trim, stroke=INK, stroke_width=1.3)
                + path(head_path(sx + 6, sy + 29, 1, "M0,3 L0,-3 M-3,0 L3,0"),
                       stroke=INK, stroke_width=1.6)
                + _hand(sx + 6, sy + 50))
    return _arm([(sx, sy), (sx - 8, sy + 36), (sx - 6, sy + 70)], sleeve) + _hand(sx - 6, sy + 70)


def _mirror(svg: str, flip: bool) -> str:
    return group(svg, "translate(240 0) scale(-1 1)") if flip else svg


def page(look: Look, held: Held, hat: str = "plume") -> str:
    """The donna: a slim page in a short tunic, hose and tall boots."""
    cx, hy, r = 120.0, 80.0, 15.5
    parts = [
        # a short cape hanging behind from the shoulders
        path("M94,106 C80,130 74,170 76,200 L96,190 L100,120 Z", fill=look.second, stroke=INK, stroke_width=1.4),
        _arm([(111, 200), (108, 232), (105, 262)], look.hose, 13),
        _arm([(129, 200), (133, 232), (136, 262)], look.hose, 13),
        _boot(104, -1, look.boots, look.trim),
        _boot(137, 1, look.boots, look.trim),
        path("M97,104 L143,104 C147,130 146,150 148,168 L160,212 C140,218 100,218 80,212 L92,168 "
             "C94,150 93,130 97,104 Z", fill=look.main, stroke=INK, stroke_width=1.6),
        path("M82,206 C100,212 140,212 158,206", fill="none", stroke=look.trim, stroke_width=3.4),
        path("M120,106 L120,206", stroke=look.trim, stroke_width=2.6),
        path(" ".join(circle_d(120, y, 1.8) for y in (118, 132, 146)), fill=INK),
        rect(92, 163, 56, 8, fill=DARK, stroke=INK, stroke_width=1.2),
        rect(116, 162, 8, 10, fill=look.trim, stroke=INK, stroke_width=1.0),
        rect(cx - 5, hy + 12, 10, 14, fill=SKIN, stroke=INK, stroke_width=1.2),
        path("M103,104 C110,114 130,114 137,104 L132,100 L108,100 Z", fill=WHITE, stroke=INK, stroke_width=1.2),
        page_head(cx, hy, r, look.hair),
    ]
    if hat == "plume":
        parts.append(feathered_cap(cx, hy - r, r, look.hat, look.trim))
    else:
        parts.append(brim_hat(cx, hy - r, r, look.hat, look.trim))
    parts.append(_free(look.free, (101, 112), look.main, look.trim))
    parts.append(_hold(look.pose, held, (139, 112), look.main, 1.0))
    return _mirror("".join(parts), look.flip)


def king(look: Look, held: Held, jewel: str = "#cf3a2c") -> str:
    """The re: a heavy standing king in a long robe and mantle, crowned and bearded."""
    cx, hy, r = 120.0, 78.0, 17.0
    ermine = path(" ".join(f"M{x:.1f},{y:.1f} l0,4" for x, y in
                           ((72, 286), (90, 288), (108, 289), (126, 289), (144, 288), (162, 286), (178, 285))),
                  stroke=INK, stroke_width=2.4)
    parts = [
        # the mantle behind, wide to the ground
        path("M90,108 C66,140 50,230 46,296 L194,296 C190,230 174,140 150,108 Z", fill=look.second, stroke=INK,
             stroke_width=1.7),
        # the robe
        path("M96,110 L144,110 C156,170 166,240 170,292 L70,292 C74,240 84,170 96,110 Z", fill=look.main,
             stroke=INK, stroke_width=1.6),
        path("M112,112 L128,112 L140,290 L100,290 Z", fill=look.trim, stroke=INK, stroke_width=1.2),
        _decor(look.decor, 104, 120, 136, 286, look.main),
        path("M68,284 C100,290 140,290 172,284 L172,296 L68,296 Z", fill=WHITE, stroke=INK, stroke_width=1.3),
        ermine,
        ellipse(104, 297, 10, 4, fill=DARK) + ellipse(136, 297, 10, 4, fill=DARK),
        rect(98, 170, 44, 7, fill=look.trim, stroke=INK, stroke_width=1.1),
        rect(cx - 6, hy + 14, 12, 14, fill=SKIN, stroke=INK, stroke_width=1.2),
        # the ermine cape over the shoulders
        path("M86,114 C92,98 148,98 154,114 C150,132 132,140 120,142 C108,140 90,132 86,114 Z", fill=WHITE,
             stroke=INK, stroke_width=1.4),
        path(" ".join(f"M{x},{y} l0,4" for x, y in ((98, 116), (110, 124), (130, 124), (142, 116), (120, 132))),
             stroke=INK, stroke_width=2.2),
        king_head(cx, hy, r, look.hair),
        tall_crown(cx, hy - r * 0.75, r * 2.0, r * 1.35, jewel),
    ]
    parts.append(_free(look.free, (98, 118), look.second, look.trim))
    parts.append(_hold(look.pose, held, (142, 118), look.second, 1.05))
    return _mirror("".join(parts), look.flip)


def _horse(colour: str, dapple: str, mane: str) -> str:
    """A grey horse walking right, whole: far legs, tail, body, neck, head, near legs."""
    hoof = "#2e2a26"
    shade = "#8e9196"

    def leg(pts: list[tuple[float, float]], fill: str) -> str:
        x, y = pts[-1]
        return thick_line(pts, fill, 10, INK, 1.3) + rect(x - 6, y - 4, 12, 6, rx=2, fill=hoof)

    dapples = " ".join(circle_d(x, y, 4.4) for x, y in
                       ((72, 210), (80, 224), (90, 206), (98, 232), (108, 200), (126, 204), (144, 200),
                        (100, 218), (118, 220), (138, 224), (156, 214), (112, 234), (132, 238), (150, 230),
                        (170, 178), (178, 160), (172, 200)))
    return "".join([
        leg([(86, 230), (80, 262), (84, GROUND - 2)], shade),
        leg([(152, 232), (164, 258), (162, GROUND - 2)], shade),
        path("M70,200 C48,208 44,250 54,276 C58,254 62,236 76,216 Z", fill=mane, stroke=INK, stroke_width=1.3),
        ellipse(116, 214, 56, 28, fill=colour, stroke=INK, stroke_width=1.6),
        path("M138,202 C140,176 150,152 164,132 L192,144 C186,166 180,194 176,224 Z", fill=colour, stroke=INK,
             stroke_width=1.6),
        path("M160,136 C160,116 184,110 196,122 L220,156 C224,168 214,178 203,173 L182,160 Z", fill=colour,
             stroke=INK, stroke_width=1.6),
        polygon([(168, 124), (168, 104), (179, 119)], fill=colour, stroke=INK, stroke_width=1.2),
        path("M166,124 C150,146 138,172 136,200 L146,202 C148,176 156,152 172,134 Z", fill=mane, stroke=INK,
             stroke_width=1.0),
        path(dapples, fill=dapple),
        circle(186, 132, 2.6, fill=INK),
        circle(213, 163, 1.6, fill=INK),
        leg([(98, 232), (104, 264), (98, GROUND - 2)], colour),
        leg([(142, 232), (156, 256), (150, 278)], colour),  # the near foreleg raised, walking
        path("M172,130 L214,166 M188,146 L168,158", fill="none", stroke="#7a3a1a", stroke_width=2.2),
    ])


def rider(look: Look, held: Held, hat: str = "plume", scale: float = 0.8) -> str:
    """The cavallo: a rider on a grey dappled horse, the sign raised in his far hand."""
    seat = [
        # the saddle cloth
        path("M94,194 L140,194 L146,242 L90,242 Z", fill=look.second, stroke=INK, stroke_width=1.4),
        path("M92,236 L144,236", stroke=look.trim, stroke_width=3.0),
        # the raised far arm and the sign
        _arm([(108, 128), (92, 118), (84, 96)], look.main),
        held(84, 96, scale, -6),
        _hand(84, 96, 5.2),
        # the torso, the thigh and the booted leg
        path("M104,120 L134,120 L136,198 L102,198 Z", fill=look.main, stroke=INK, stroke_width=1.6),
        path("M104,182 L136,182", stroke=DARK, stroke_width=6.0),
        path("M119,122 L119,180", stroke=look.trim, stroke_width=2.4),
        _arm([(120, 196), (142, 206), (138, 240)], look.hose, 13),
        path("M131,230 L146,230 L148,252 L158,256 L158,260 L132,260 Z", fill=look.boots, stroke=INK,
             stroke_width=1.3),
        rect(130, 226, 18, 7, fill=look.trim, stroke=INK, stroke_width=1.0),
        rect(114, 102, 10, 16, fill=SKIN, stroke=INK, stroke_width=1.2),
        path("M106,120 C112,128 128,128 134,120 L130,116 L110,116 Z", fill=WHITE, stroke=INK, stroke_width=1.1),
        page_head(119, 96, 13.5, look.hair),
        feathered_cap(119, 96 - 13.5, 13.5, look.hat, look.trim) if hat == "plume"
        else brim_hat(119, 96 - 13.5, 13.5, look.hat, look.trim),
        # the near arm holds the reins
        _arm([(132, 128), (146, 150), (156, 164)], look.main),
        _hand(157, 164, 5.2),
    ]
    # the rider sits back on the horse's middle, clear of its neck
    parts = [_horse("#b9bcc0", "#e3e5e8", "#55565a"), group("".join(seat), "translate(-12 0)"),
             path("M148,164 C170,172 194,172 208,166", fill="none", stroke="#7a3a1a", stroke_width=1.8)]
    return _mirror("".join(parts), look.flip)
