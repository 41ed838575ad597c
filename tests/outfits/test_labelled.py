"""The labelled outfit requests (75, written by someone who had not seen the code): our tool arguments for
each request, every outfit checked against every rule of its request. Target: at least 0.95 pass all."""

from __future__ import annotations

from aesthetiq.settings import Settings
from aesthetiq.tools.base import ToolContext
from tests.outfits.labelled import load, report, run_all

TARGET = 0.95


def test_every_request_has_its_translation() -> None:
    cases = {c["id"] for c in load("outfits_tuned.jsonl")}
    calls = load("outfits_tuned_args.jsonl")
    assert {c["id"] for c in calls} == cases and len(cases) >= 60
    assert {c["tool"] for c in calls} == {"compose_outfit", "plan_capsule"}


def test_labelled_requests_pass_every_check(settings: Settings, store) -> None:
    outcomes = run_all(ToolContext(settings=settings, store=store))
    print("\n" + report(outcomes, verbose=True))
    passed = sum(not o.problems for o in outcomes)
    assert passed / len(outcomes) >= TARGET, report(outcomes)
