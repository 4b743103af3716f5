"""A certificate authority of one's own, made with the ``openssl`` command, and a server certificate
it signs: for the tests and figures of a table server with TLS, or for trying one at home. Clients
trust it through the standard ``SSL_CERT_FILE``::

    authority = make_authority(folder, names=("localhost",), addresses=("127.0.0.1",))
    authority.cert, authority.key      # the server's certificate chain and key: --cert, --key
    authority.ca                       # the authority's certificate: SSL_CERT_FILE=authority.ca

``RuntimeError`` says why when ``openssl`` is missing or refuses.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path


OPENSSL_MISSING = "the openssl command is not installed (Debian package openssl)"


@dataclass(frozen=True)
class Authority:
    ca: Path
    cert: Path
    key: Path


def _openssl(*args: str, cwd: Path) -> None:
    done = subprocess.run(["openssl", *args], cwd=cwd, capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise RuntimeError(f"openssl {args[0]} failed: {done.stderr.strip()[-400:]}")


def make_authority(folder: Path, *, names: tuple[str, ...] = ("localhost",),
                   addresses: tuple[str, ...] = ("127.0.0.1", "::1")) -> Authority:
    if shutil.which("openssl") is None:
        raise RuntimeError(OPENSSL_MISSING)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ca.cnf").write_text(
        "[req]\ndistinguished_name = dn\n[dn]\n[ca]\nbasicConstraints = critical, CA:TRUE\n"
        "keyUsage = critical, keyCertSign, cRLSign\nsubjectKeyIdentifier = hash\n", encoding="ascii")
    alt = ", ".join([f"DNS:{n}" for n in names] + [f"IP:{a}" for a in addresses])
    (folder / "server.cnf").write_text(
        f"basicConstraints = critical, CA:FALSE\nkeyUsage = critical, digitalSignature, keyEncipherment\n"
        f"extendedKeyUsage = serverAuth\nsubjectAltName = {alt}\nsubjectKeyIdentifier = hash\n"
        "authorityKeyIdentifier = keyid\n", encoding="ascii")
    _openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
             "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Briscola test authority",
             "-config", "ca.cnf", "-extensions", "ca", cwd=folder)
    _openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
             "-keyout", "server.key", "-out", "server.csr", "-subj", f"/CN={names[0] if names else addresses[0]}",
             "-config", "ca.cnf", cwd=folder)
    _openssl("x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
             "-out", "server.pem", "-days", "2", "-extfile", "server.cnf", cwd=folder)
    return Authority(folder / "ca.pem", folder / "server.pem", folder / "server.key")


__all__ = ["OPENSSL_MISSING", "Authority", "make_authority"]
