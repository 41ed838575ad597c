"""The README is the operator's manual: it must list every setting and name the two commands."""

from __future__ import annotations

from pathlib import Path

from aesthetiq.settings import Settings, env_names

README = (Path(__file__).parent.parent / "README.md").read_text()


def test_every_setting_is_documented() -> None:
    missing = [
        env_names(name, field)[0]
        for name, field in Settings.model_fields.items()
        if env_names(name, field)[0] not in README
    ]
    assert not missing, f"add to the README's settings table (aesthetiq settings prints it): {missing}"


def test_the_two_commands_are_there() -> None:
    assert "make run" in README and "make test" in README
