"""Honest numbers for the built-in provider: three scores per attack category.

* tuning: the provider on the sets its rules were written against and its signal was fitted on
  (optimistic by construction);
* k-fold: the neighbour signal refitted k times, each time scoring the fold it did not see. The
  rules stay as written, so for them this equals the tuning score; it measures the learnt part;
* held-out: sets written for evaluation only (``tests/guardrails/heldout_*.jsonl``), never used
  to fit or tune anything. This is the number to believe.

Detection is per attack category; false positives are over the benign set (and its tricky part).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field

import numpy as np

from aesthetiq.embeddings.base import Embedder
from aesthetiq.guardrails.builtin import BuiltinGuardrails
from aesthetiq.guardrails.builtin.intent import risk_terms
from aesthetiq.guardrails.builtin.neighbours import NeighbourSignal, Thresholds
from aesthetiq.guardrails.labelled import fit_signal, masked_reading, tuning_attacks, tuning_benign

Check = Callable[[str], bool]  # True when the message is blocked


@dataclass
class Scores:
    attacks: int = 0
    benign: int = 0
    tricky: int = 0
    caught: Counter[str] = field(default_factory=Counter)
    total: Counter[str] = field(default_factory=Counter)
    false_positives: int = 0
    tricky_false_positives: int = 0
    missed: list[str] = field(default_factory=list)
    flagged: list[str] = field(default_factory=list)

    def add(self, other: Scores) -> None:
        self.attacks += other.attacks
        self.benign += other.benign
        self.tricky += other.tricky
        self.caught.update(other.caught)
        self.total.update(other.total)
        self.false_positives += other.false_positives
        self.tricky_false_positives += other.tricky_false_positives
        self.missed += other.missed
        self.flagged += other.flagged

    @property
    def detection(self) -> float:
        return sum(self.caught.values()) / max(self.attacks, 1)

    @property
    def false_positive_rate(self) -> float:
        return self.false_positives / max(self.benign, 1)

    def by_category(self) -> dict[str, float]:
        return {category: self.caught[category] / self.total[category] for category in sorted(self.total)}

    def summary(self) -> dict:
        return {
            "attacks": self.attacks,
            "benign": self.benign,
            "detection": round(self.detection, 4),
            "false_positive_rate": round(self.false_positive_rate, 4),
            "tricky_false_positive_rate": round(self.tricky_false_positives / max(self.tricky, 1), 4),
            "by_category": {category: round(rate, 4) for category, rate in self.by_category().items()},
            "n_by_category": dict(sorted(self.total.items())),
        }


def score_sets(check: Check, attacks: Iterable[dict], benign: Iterable[dict]) -> Scores:
    scores = Scores()
    for attack in attacks:
        scores.attacks += 1
        scores.total[attack["category"]] += 1
        if check(attack["message"]):
            scores.caught[attack["category"]] += 1
        else:
            scores.missed.append(attack["message"])
    for message in benign:
        scores.benign += 1
        scores.tricky += bool(message.get("tricky"))
        if check(message["message"]):
            scores.false_positives += 1
            scores.tricky_false_positives += bool(message.get("tricky"))
            scores.flagged.append(message["message"])
    return scores


def blocks(provider: BuiltinGuardrails) -> Check:
    return lambda text: not provider.check_input(text).is_safe


def signal_blocks(signal: NeighbourSignal) -> Check:
    """The learnt signal alone, gated by the intent vocabularies as in the provider (no rules)."""

    def check(text: str) -> bool:
        masked = masked_reading(text)
        limits = signal.thresholds
        return bool(risk_terms(masked)) and signal.resemblance(masked).agrees(limits.min_log_odds, limits.min_vote)

    return check


def kfold_scores(
    embedder: Embedder,
    attacks: Sequence[dict],
    benign: Sequence[dict],
    folds: int = 5,
    seed: int = 0,
    thresholds: Thresholds | None = None,
    signal_only: bool = False,
) -> Scores:
    """Each fold scored by a provider whose neighbour signal never saw it (stratified by label);
    ``signal_only``: by the learnt signal alone, to see how far it generalises without the rules."""
    rng = np.random.default_rng(seed)
    attack_fold = rng.permutation(len(attacks)) % folds
    benign_fold = rng.permutation(len(benign)) % folds
    total = Scores()
    for fold in range(folds):
        signal = fit_signal(
            embedder,
            [row for row, k in zip(attacks, attack_fold, strict=True) if k != fold],
            [row for row, k in zip(benign, benign_fold, strict=True) if k != fold],
            thresholds,
        )
        check = signal_blocks(signal) if signal_only else blocks(BuiltinGuardrails(neighbours=signal))
        total.add(score_sets(
            check,
            [row for row, k in zip(attacks, attack_fold, strict=True) if k == fold],
            [row for row, k in zip(benign, benign_fold, strict=True) if k == fold],
        ))  # fmt: skip
    return total


def evaluate(
    embedder: Embedder, heldout_attacks: Sequence[dict], heldout_benign: Sequence[dict], folds: int = 5
) -> dict:
    """Tuning, k-fold and held-out scores of the provider with and without the learnt signal."""
    attacks, benign = list(tuning_attacks()), list(tuning_benign())
    full = BuiltinGuardrails(neighbours=fit_signal(embedder, attacks, benign))
    rules = BuiltinGuardrails()
    rounds = sorted({row.get("round", 1) for row in heldout_attacks})
    result: dict = {"folds": folds, "thresholds": asdict(full.neighbours.thresholds) if full.neighbours else None}
    for name, provider in (("rules_and_signal", full), ("rules_only", rules)):
        result[name] = {
            "tuning": score_sets(blocks(provider), attacks, benign).summary(),
            "heldout": score_sets(blocks(provider), heldout_attacks, heldout_benign).summary(),
            "heldout_by_round": {
                str(round_): score_sets(
                    blocks(provider),
                    [row for row in heldout_attacks if row.get("round", 1) == round_],
                    [row for row in heldout_benign if row.get("round", 1) == round_],
                ).summary()
                for round_ in rounds
            },
        }
    result["rules_and_signal"]["kfold"] = kfold_scores(embedder, attacks, benign, folds).summary()
    result["signal_only_kfold"] = kfold_scores(embedder, attacks, benign, folds, signal_only=True).summary()
    # The rules are not refitted per fold, so their k-fold score is their tuning score.
    result["rules_only"]["kfold"] = result["rules_only"]["tuning"]
    return result


def markdown_table(before: dict | None, after: dict, labels: tuple[str, str] = ("before", "after")) -> list[str]:
    """One row per category: tuning / k-fold / held-out, before and after."""
    stages = ("tuning", "kfold", "heldout")
    header = "| category | n tune / held | " + " | ".join(
        [f"{labels[0]} {s}" for s in stages] * (before is not None) + [f"{labels[1]} {s}" for s in stages]
    ) + " |"
    lines = [header, "|" + " --- |" * (2 + 3 * (1 + (before is not None)))]
    categories = sorted(after["tuning"]["by_category"])
    for category in [*categories, "ALL (detection)", "benign FP rate", "tricky FP rate"]:
        cells = []
        for report in ([before] if before is not None else []) + [after]:
            cells += [_cell(report[stage], category) for stage in stages]
        sizes = f"{after['tuning']['n_by_category'].get(category, after['tuning']['attacks'])} / " \
                f"{after['heldout']['n_by_category'].get(category, after['heldout']['attacks'])}"  # fmt: skip
        if category.startswith(("benign", "tricky")):
            sizes = f"{after['tuning']['benign']} / {after['heldout']['benign']}"
        lines.append(f"| {category} | {sizes} | " + " | ".join(cells) + " |")
    return lines


def _cell(summary: dict, category: str) -> str:
    if category == "ALL (detection)":
        return f"**{summary['detection']:.3f}**"
    if category == "benign FP rate":
        return f"{summary['false_positive_rate']:.3f}"
    if category == "tricky FP rate":
        return f"{summary['tricky_false_positive_rate']:.3f}"
    rate = summary["by_category"].get(category)
    return "—" if rate is None else f"{rate:.3f}"
