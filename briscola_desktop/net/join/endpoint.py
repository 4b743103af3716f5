"""Where a table is: a typed address or a pasted invitation, read strictly into an :class:`Endpoint`.

What a person types into Join's address field or gives ``--join``::

    192.168.1.20:47321                  HOST:PORT (a name, IPv4, or IPv6 in brackets: [2001:db8::7]:47321)
    ws://play.example.org:47321/        a plain WebSocket address (port 80 when none is said)
    wss://play.example.org/             a table server speaking TLS (port 443 when none is said)
    briscola://192.168.1.20:47321/K7Q2XD    an invitation: the address and the table's code
    briscolas://play.example.org:443/K7Q2XD an invitation to a table server speaking TLS

``briscolas://`` is to ``briscola://`` what ``https`` is to ``http``: older invitations stay valid,
and an older game refuses a TLS one plainly ("an invitation starts with briscola://") instead of
joining in the clear. A table code may start with a table server's shard (one or two symbols,
``docs/NETWORK.md``); the client then connects to ``/s/<shard>/`` on the address, where a proxy
sends it to the instance that holds the table.

Anything else (too long, control characters, another scheme, a port out of range, an IPv6
address without brackets) is refused with a :class:`ValueError` of one clear line.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass, replace

from ..protocol.codes import CODE_LENGTH, is_code, normalize_code

MAX_ADDRESS = 300           # characters: the longest address or invitation read at all
PLAIN, TLS = "briscola://", "briscolas://"
_SCHEMES = {"ws://": (False, 80), "wss://": (True, 443), PLAIN: (False, None), TLS: (True, 443)}
_LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")
_PATH = re.compile(r"/[A-Za-z0-9._~/-]{0,100}")
_EXAMPLE = "192.168.1.20:47321, wss://HOST or briscola://HOST:PORT/CODE"
#: Addresses of the same house or machine: a link to them does not cross the internet.
_NEAR = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
                                          "169.254.0.0/16", "::1/128", "fc00::/7", "fe80::/10")]


@dataclass(frozen=True)
class Endpoint:
    """A host's WebSocket address: host (no brackets), port, TLS or not, and the path (``/`` usually)."""

    host: str
    port: int
    tls: bool = False
    path: str = "/"

    @property
    def url(self) -> str:
        return f"{'wss' if self.tls else 'ws'}://{bracketed(self.host)}:{self.port}{self.path}"

    @property
    def address(self) -> str:
        """The address as a person keeps it: ``HOST:PORT`` for a plain host at ``/``, else its URL."""
        if not self.tls and self.path == "/":
            return f"{bracketed(self.host)}:{self.port}"
        return self.url

    @property
    def near(self) -> bool:
        """This machine or its home network (a link there does not cross the internet)."""
        return is_near(self.host)

    def for_code(self, code: str | None) -> Endpoint:
        """Where the table ``code`` is: its shard's path when the code has one and the path is ``/``."""
        shard = shard_of(code or "")
        if not shard or self.path != "/":
            return self
        return replace(self, path=f"/s/{shard}/")

    def invitation(self, code: str) -> str:
        """``briscola://HOST:PORT/CODE`` (``briscolas://`` when the host speaks TLS)."""
        return f"{TLS if self.tls else PLAIN}{bracketed(self.host)}:{self.port}/{code}"


def bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def is_near(host: str) -> bool:
    """``localhost``, a ``.local`` name, or an address of this machine or a home network."""
    name = host.lower().rstrip(".")
    if name == "localhost" or name.endswith((".localhost", ".local", ".home.arpa")):
        return True
    try:
        ip = ipaddress.ip_address(name.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip in net for net in _NEAR if net.version == ip.version)


def shard_of(code: str) -> str:
    """The shard a table code starts with ("" for a code of one instance)."""
    code = normalize_code(code)
    return code[:-CODE_LENGTH] if len(code) > CODE_LENGTH else ""


def _checked_text(text: str) -> str:
    if not isinstance(text, str):
        raise ValueError("an address is text")
    if len(text) > MAX_ADDRESS:
        raise ValueError(f"the address is too long (at most {MAX_ADDRESS} characters)")
    text = text.strip()
    if any(ord(ch) < 32 or ord(ch) == 127 or ch.isspace() for ch in text):
        raise ValueError("the address has a space or a control character in it")
    if not text:
        raise ValueError(f"no address: write one like {_EXAMPLE}")
    return text


def _split_scheme(text: str) -> tuple[str, str]:
    head, sep, _ = text.partition("://")
    if not sep:
        return "", text
    scheme = head.lower() + "://"
    if scheme not in _SCHEMES:
        raise ValueError(f"{head[:20]!r}:// is not a table address; write one like {_EXAMPLE}")
    return scheme, text[len(scheme):]


def _host(text: str) -> str:
    if text.startswith("["):
        inner = text[1:-1] if text.endswith("]") else ""
        try:
            ipaddress.IPv6Address(inner)
        except ValueError:
            raise ValueError(f"{text[:60]!r} is not an IPv6 address") from None
        return inner
    if ":" in text:
        raise ValueError("write an IPv6 address in brackets, like [2001:db8::7]:47321")
    if len(text) > 253 or not all(_LABEL.fullmatch(label) for label in text.rstrip(".").split(".")):
        raise ValueError(f"{text[:60]!r} is not a host name or address")
    return text


def _host_port(text: str, default_port: int | None) -> tuple[str, int]:
    if text.startswith("["):
        end = text.find("]")
        host_text, rest = (text[:end + 1], text[end + 1:]) if end > 0 else (text, "")
    else:
        host_text, sep, port_text = text.rpartition(":")
        host_text, rest = (host_text, ":" + port_text) if sep else (text, "")
    if not host_text:
        raise ValueError(f"{text[:60]!r} has no host; write one like {_EXAMPLE}")
    host = _host(host_text)
    if not rest:
        if default_port is None:
            raise ValueError(f"{text[:60]!r} has no port; write one like {_EXAMPLE}")
        return host, default_port
    port_text = rest[1:] if rest.startswith(":") else ""
    if not port_text.isdigit() or not port_text.isascii() or len(port_text) > 5:
        raise ValueError(f"{rest[:20]!r} is not a port; write one like {_EXAMPLE}")
    port = int(port_text)
    if not 1 <= port <= 65535:
        raise ValueError(f"{port} is not a port (1 to 65535)")
    return host, port


def parse_endpoint(text: str) -> Endpoint:
    """An address or invitation as typed or pasted (the module docstring lists the forms); an
    invitation's code is left out (:func:`parse_invitation_endpoint` reads it too)."""
    scheme, rest = _split_scheme(_checked_text(text))
    tls, default = _SCHEMES.get(scheme, (False, None))
    authority, slash, path = rest.partition("/")
    host, port = _host_port(authority, default)
    if scheme in ("ws://", "wss://"):
        path = "/" + path
        if not _PATH.fullmatch(path) or ".." in path:
            raise ValueError(f"{path[:40]!r} is not a table server's path")
        return Endpoint(host, port, tls, path)
    if not scheme and slash:
        raise ValueError(f"write the address as HOST:PORT, without a path (or like {_EXAMPLE})")
    return Endpoint(host, port, tls)


def parse_invitation_endpoint(text: str) -> tuple[Endpoint, str]:
    """``briscola://HOST:PORT/CODE`` or ``briscolas://HOST[:PORT]/CODE`` as (endpoint, code)."""
    checked = _checked_text(text)
    scheme, rest = _split_scheme(checked)
    if scheme not in (PLAIN, TLS):
        raise ValueError("an invitation starts with briscola:// (or briscolas://)")
    endpoint = parse_endpoint(checked)
    code_text = rest.partition("/")[2].strip("/")
    if not code_text:
        raise ValueError("the invitation has no table code")
    code = normalize_code(code_text)
    if not is_code(code):
        raise ValueError(f"{code_text[:20]!r} is not a table code")
    return endpoint, code


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (or ``[v6]:PORT``, or any form :func:`parse_endpoint` reads) as (host, port)."""
    endpoint = parse_endpoint(text)
    return endpoint.host, endpoint.port


def parse_invitation(text: str) -> tuple[str, int, str]:
    """An invitation as (host, port, code); ``ValueError`` says what is wrong."""
    endpoint, code = parse_invitation_endpoint(text)
    return endpoint.host, endpoint.port, code


def url_of(host: str, port: int, tls: bool = False) -> str:
    return Endpoint(host, port, tls).url


__all__ = ["Endpoint", "MAX_ADDRESS", "PLAIN", "TLS", "bracketed", "is_near", "parse_address",
           "parse_endpoint", "parse_invitation", "parse_invitation_endpoint", "shard_of", "url_of"]
