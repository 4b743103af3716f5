"""The release workflow (.github/workflows/release.yml): actionlint finds nothing wrong with it, and
it builds, checks and packages the game on the three systems as docs/packaging.md says."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

REPO_TOP = Path(__file__).resolve().parents[2]
WORKFLOW = REPO_TOP / ".github" / "workflows" / "release.yml"


@pytest.fixture(scope="module")
def workflow() -> dict[Any, Any]:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def triggers(workflow: dict[Any, Any]) -> dict[str, Any]:
    # YAML 1.1 reads the bare key `on` as the boolean True.
    return workflow.get("on", workflow.get(True))


def run_text(job: dict[str, Any]) -> str:
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_actionlint_finds_nothing_wrong() -> None:
    actionlint = shutil.which("actionlint")
    if actionlint is None:
        pytest.skip("the actionlint binary is not installed (python -m pip install -e '.[test]' brings it "
                    "on Linux x86-64 and Windows)")
    result = subprocess.run([actionlint, "-no-color", str(WORKFLOW)], cwd=REPO_TOP, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, f"actionlint:\n{result.stdout}{result.stderr}"


def test_builds_on_the_three_systems_in_bash(workflow: dict[Any, Any]) -> None:
    build = workflow["jobs"]["build"]
    assert set(build["strategy"]["matrix"]["os"]) == {"ubuntu-latest", "windows-latest", "macos-latest"}
    assert build["defaults"]["run"]["shell"] == "bash"
    assert build["env"]["SDL_VIDEODRIVER"] == build["env"]["SDL_AUDIODRIVER"] == "dummy"
    assert not [s for s in build["steps"] if "shell" in s], "a step leaves the shared bash shell"


def test_build_job_tests_builds_checks_and_packages(workflow: dict[Any, Any]) -> None:
    script = run_text(workflow["jobs"]["build"])
    ci_run = (REPO_TOP / ".ci" / "run").read_text(encoding="utf-8")
    readme_line = "test_command=$(sed -n '/^```sh$/,/^```$/p' README.md | sed -n '3p')"
    assert readme_line in script and readme_line in ci_run, "the README's test command, read as CI reads it"
    assert "pyinstaller --noconfirm build/pyinstaller.spec" in script
    assert re.search(r'"\$game" --self-test', script)
    assert "dist/Briscola.app/Contents/MacOS/Briscola" in script and "dist/Briscola/Briscola.exe" in script
    assert "python build/make_deb.py" in script and "tar -C dist -czf" in script
    assert "ditto -c -k --keepParent dist/Briscola.app" in script
    assert "python -m zipfile -c" in script
    uploads = [s for s in workflow["jobs"]["build"]["steps"] if s.get("uses", "").startswith("actions/upload-artifact")]
    assert len(uploads) == 1 and uploads[0]["with"]["path"] == "release/*"


def test_a_version_tag_attaches_the_downloads_to_a_release(workflow: dict[Any, Any]) -> None:
    on = triggers(workflow)
    assert "v*" in on["push"]["tags"]
    release = workflow["jobs"]["release"]
    assert release["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert release["needs"] == "build"
    assert release["permissions"] == {"contents": "write"}
    assert workflow["permissions"] == {"contents": "read"}, "only the release job may write"
    script = run_text(release)
    assert "gh release upload" in script and "release/*" in script


def test_release_notes_come_from_the_changelog(tmp_path: Path, workflow: dict[Any, Any]) -> None:
    """The release job's awk program picks the tag's section out of CHANGELOG.md."""
    awk = shutil.which("awk")
    if awk is None:
        pytest.skip("awk is not installed")
    step = next(s for s in workflow["jobs"]["release"]["steps"] if s.get("name", "").startswith("Release notes"))
    program = re.search(r"awk -v v=\"\$\{GITHUB_REF_NAME#v\}\" '(.*?)' CHANGELOG.md", step["run"], re.S)
    assert program, "the notes step no longer reads CHANGELOG.md with awk"
    changelog = tmp_path / "CHANGELOG.md"
    changelog.write_text("# Changelog\n\n## [Unreleased]\n\n- soon\n\n## [1.1.0] - 2027-01-02\n\n### Fixed\n\n"
                         "- a thing\n\n## [1.0.0] - 2026-12-05\n\n- older\n", encoding="utf-8")
    notes = subprocess.run([awk, "-v", "v=1.1.0", program.group(1), str(changelog)], capture_output=True,
                           text=True, check=True).stdout
    assert "a thing" in notes and "### Fixed" in notes
    assert "older" not in notes and "soon" not in notes
