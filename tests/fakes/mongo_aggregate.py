"""Aggregation pipelines of the fake MongoDB server, including Atlas ``$vectorSearch``.

Documents flow through the stages as (document, meta) pairs; ``meta`` carries the vector search
score that ``{"$meta": "vectorSearchScore"}`` reads.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import numpy as np

from tests.fakes.mongo_query import (
    MISSING,
    QueryError,
    evaluate,
    get_path,
    matches,
    project,
    sort_key,
    unset_path,
)

Row = tuple[dict[str, Any], dict[str, Any]]
MAX_NUM_CANDIDATES = 10_000


class PipelineError(ValueError):
    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def _filter_paths(query: dict[str, Any]) -> set[str]:
    paths: set[str] = set()
    for key, condition in query.items():
        if key in ("$and", "$or", "$nor"):
            for part in condition:
                paths |= _filter_paths(part)
        elif not key.startswith("$"):
            paths.add(key)
    return paths


def vector_search(
    docs: list[dict[str, Any]], spec: dict[str, Any], search_indexes: list[dict[str, Any]]
) -> list[Row]:
    for key in ("index", "path", "queryVector", "limit"):
        if key not in spec:
            raise PipelineError(f"$vectorSearch needs {key!r}", code=9)
    limit = int(spec["limit"])
    exact = bool(spec.get("exact", False))
    num_candidates = int(spec.get("numCandidates", 0))
    if not exact and not limit <= num_candidates <= MAX_NUM_CANDIDATES:
        raise PipelineError(
            f"numCandidates must be between limit ({limit}) and {MAX_NUM_CANDIDATES}, not {num_candidates}", 9
        )
    index = next((i for i in search_indexes if i["name"] == spec["index"] and i["type"] == "vectorSearch"), None)
    if index is None:
        return []  # as Atlas: a missing index answers no documents, not an error
    fields = index["definition"].get("fields", [])
    vector_field = next((f for f in fields if f.get("type") == "vector" and f.get("path") == spec["path"]), None)
    if vector_field is None:
        return []
    query = spec.get("filter") or {}
    declared = {f["path"] for f in fields if f.get("type") == "filter"}
    for path in _filter_paths(query):
        if path not in declared:
            raise PipelineError(f"Path '{path}' needs to be indexed as filter", code=8)
    wanted = np.asarray(spec["queryVector"], dtype=np.float64)
    if wanted.shape[0] != vector_field.get("numDimensions", wanted.shape[0]):
        raise PipelineError(
            f"queryVector has {wanted.shape[0]} dimensions; the index expects {vector_field['numDimensions']}", 9
        )
    rows, vectors = [], []
    for doc in docs:
        vector = get_path(doc, spec["path"])
        if isinstance(vector, list) and len(vector) == wanted.shape[0] and matches(doc, query):
            rows.append(doc)
            vectors.append(vector)
    if not rows:
        return []
    matrix = np.asarray(vectors, dtype=np.float64)
    norms = np.linalg.norm(matrix, axis=1) * (np.linalg.norm(wanted) or 1.0)
    cosines = (matrix @ wanted) / np.where(norms == 0, 1.0, norms)
    scores = (1.0 + cosines) / 2.0
    order = np.argsort(-scores, kind="stable")[:limit]
    return [(copy.deepcopy(rows[i]), {"vectorSearchScore": float(scores[i])}) for i in order]


def _group(rows: list[Row], spec: dict[str, Any]) -> list[Row]:
    groups: dict[Any, dict[str, Any]] = {}
    for doc, meta in rows:
        key = evaluate(doc, spec["_id"], meta)
        hashable = repr(key)
        out = groups.setdefault(hashable, {"_id": key})
        for field, accumulator in spec.items():
            if field == "_id":
                continue
            (op, arg), = accumulator.items()
            value = evaluate(doc, arg, meta)
            if op == "$sum":
                out[field] = out.get(field, 0) + (value if isinstance(value, int | float) else 0)
            elif op == "$first":
                out.setdefault(field, value)
            elif op == "$push":
                out.setdefault(field, []).append(value)
            elif op == "$addToSet":
                bucket = out.setdefault(field, [])
                if value not in bucket:
                    bucket.append(value)
            elif op in ("$max", "$min"):
                current = out.get(field)
                better = max if op == "$max" else min
                out[field] = value if current is None else better(current, value)
            else:
                raise PipelineError(f"unsupported accumulator {op}")
    return [(doc, {}) for doc in groups.values()]


def run_pipeline(
    docs: list[dict[str, Any]],
    pipeline: list[dict[str, Any]],
    search_indexes: list[dict[str, Any]],
    lookup: Callable[[str], list[dict[str, Any]]],
) -> list[dict[str, Any]]:
    rows: list[Row]
    if pipeline and "$vectorSearch" in pipeline[0]:
        rows = vector_search(docs, pipeline[0]["$vectorSearch"], search_indexes)
        pipeline = pipeline[1:]
    elif pipeline and "$listSearchIndexes" in pipeline[0]:
        wanted = pipeline[0]["$listSearchIndexes"] or {}
        rows = [
            ({**i, "status": "READY", "queryable": True, "latestDefinition": i["definition"]}, {})
            for i in search_indexes
            if wanted.get("name", i["name"]) == i["name"] and wanted.get("id", i["id"]) == i["id"]
        ]
        pipeline = pipeline[1:]
    else:
        rows = [(copy.deepcopy(d), {}) for d in docs]
    for stage in pipeline:
        (name, arg), = stage.items()
        try:
            rows = _stage(rows, name, arg, lookup)
        except QueryError as exc:
            raise PipelineError(str(exc)) from exc
    return [doc for doc, _ in rows]


def _stage(rows: list[Row], name: str, arg: Any, lookup: Callable[[str], list[dict[str, Any]]]) -> list[Row]:
    if name == "$vectorSearch":
        raise PipelineError("$vectorSearch is only valid as the first stage in a pipeline", code=40602)
    if name == "$match":
        return [(d, m) for d, m in rows if matches(d, arg)]
    if name == "$sort":
        out = list(rows)
        for key, direction in reversed(list(arg.items())):
            if isinstance(direction, dict):  # {"$meta": "vectorSearchScore"}: best first
                out.sort(key=lambda r: r[1].get("vectorSearchScore") or 0.0, reverse=True)
            else:
                out.sort(key=lambda r, k=key: sort_key(get_path(r[0], k)), reverse=direction < 0)
        return out
    if name == "$limit":
        return rows[: int(arg)]
    if name == "$skip":
        return rows[int(arg) :]
    if name == "$project":
        return [(project(d, arg, m), m) for d, m in rows]
    if name in ("$addFields", "$set"):
        out = []
        for d, m in rows:
            d = dict(d)
            for key, expression in arg.items():
                d[key] = evaluate(d, expression, m)
            out.append((d, m))
        return out
    if name == "$unset":
        for d, _ in rows:
            for key in [arg] if isinstance(arg, str) else arg:
                unset_path(d, key)
        return rows
    if name == "$group":
        return _group(rows, arg)
    if name == "$count":
        return [({arg: len(rows)}, {})] if rows else []
    if name == "$lookup":
        foreign = lookup(arg["from"])
        out = []
        for d, m in rows:
            local = get_path(d, arg["localField"])
            joined = [f for f in foreign if local is not MISSING and get_path(f, arg["foreignField"]) == local]
            out.append(({**d, arg["as"]: joined}, m))
        return out
    raise PipelineError(f"unsupported pipeline stage {name}", code=40324)
