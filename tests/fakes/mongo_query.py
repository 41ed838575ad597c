"""The query language of the fake MongoDB server: filters, projections, sorts and update operators.

A subset of MQL evaluated over plain dicts, with MongoDB's array semantics (a filter on an array field
matches when any element matches) so adapters behave here as they would against a real server.
"""

from __future__ import annotations

import copy
import re
from typing import Any

MISSING = object()


class QueryError(ValueError):
    """A filter or update the fake does not understand (reported to the client as a command error)."""


def get_path(doc: Any, path: str) -> Any:
    current = doc
    for part in path.split("."):
        if isinstance(current, dict):
            current = current.get(part, MISSING)
        elif isinstance(current, list) and part.isdigit():
            current = current[int(part)] if int(part) < len(current) else MISSING
        else:
            return MISSING
        if current is MISSING:
            return MISSING
    return current


def set_path(doc: dict[str, Any], path: str, value: Any) -> None:
    parts = path.split(".")
    for part in parts[:-1]:
        doc = doc.setdefault(part, {})
    doc[parts[-1]] = value


def unset_path(doc: dict[str, Any], path: str) -> None:
    parts = path.split(".")
    for part in parts[:-1]:
        doc = doc.get(part, {})
        if not isinstance(doc, dict):
            return
    doc.pop(parts[-1], None)


def sort_key(value: Any) -> tuple[int, Any]:
    """MongoDB's cross-type sort order, simplified: missing/null < numbers < strings < others."""
    if value is MISSING or value is None:
        return (0, 0)
    if isinstance(value, bool):
        return (5, value)
    if isinstance(value, int | float):
        return (1, value)
    if isinstance(value, str):
        return (2, value)
    return (3, str(value))


def _compare(a: Any, b: Any, op: str) -> bool:
    ra, rb = sort_key(a), sort_key(b)
    if ra[0] != rb[0]:
        return False  # MongoDB compares only within a type bracket
    return {"$gt": ra > rb, "$gte": ra >= rb, "$lt": ra < rb, "$lte": ra <= rb}[op]


def _candidates(value: Any) -> list[Any]:
    """The values a field condition is tested against: the field itself and, for arrays, each element."""
    if value is MISSING:
        return [MISSING]
    if isinstance(value, list):
        return [value, *value]
    return [value]


def _equals(value: Any, wanted: Any) -> bool:
    if wanted is None:
        return value is MISSING or value is None or (isinstance(value, list) and None in value)
    return any(v == wanted for v in _candidates(value) if v is not MISSING)


def _operator(value: Any, op: str, arg: Any) -> bool:
    if op == "$eq":
        return _equals(value, arg)
    if op == "$ne":
        return not _equals(value, arg)
    if op == "$in":
        return any(_equals(value, a) for a in arg)
    if op == "$nin":
        return not any(_equals(value, a) for a in arg)
    if op in ("$gt", "$gte", "$lt", "$lte"):
        return any(_compare(v, arg, op) for v in _candidates(value) if v is not MISSING)
    if op == "$exists":
        return (value is not MISSING) == bool(arg)
    if op == "$all":
        return isinstance(value, list) and all(_equals(value, a) for a in arg)
    if op == "$size":
        return isinstance(value, list) and len(value) == arg
    if op == "$regex":
        return any(isinstance(v, str) and re.search(arg, v) for v in _candidates(value))
    if op == "$not":
        return not _field_matches(value, arg)
    if op == "$elemMatch":
        return isinstance(value, list) and any(
            matches(v, arg) if isinstance(v, dict) else _field_matches(v, arg) for v in value
        )
    raise QueryError(f"unknown query operator {op}")


def _field_matches(value: Any, condition: Any) -> bool:
    if isinstance(condition, dict) and condition and all(k.startswith("$") for k in condition):
        options = condition.get("$options", "")
        ops = {k: v for k, v in condition.items() if k != "$options"}
        if "$regex" in ops and options:
            ops["$regex"] = f"(?{options}){ops['$regex']}"
        return all(_operator(value, op, arg) for op, arg in ops.items())
    if isinstance(condition, re.Pattern):
        return any(isinstance(v, str) and condition.search(v) for v in _candidates(value))
    return _equals(value, condition)


def matches(doc: dict[str, Any], query: dict[str, Any] | None) -> bool:
    for key, condition in (query or {}).items():
        if key == "$and":
            if not all(matches(doc, q) for q in condition):
                return False
        elif key == "$or":
            if not any(matches(doc, q) for q in condition):
                return False
        elif key == "$nor":
            if any(matches(doc, q) for q in condition):
                return False
        elif key.startswith("$"):
            raise QueryError(f"unknown top-level operator {key}")
        elif not _field_matches(get_path(doc, key), condition):
            return False
    return True


def sort_docs(docs: list[dict[str, Any]], spec: dict[str, int] | None) -> list[dict[str, Any]]:
    out = list(docs)
    for key, direction in reversed(list((spec or {}).items())):
        if isinstance(direction, dict):  # {"$meta": ...}: the score, highest first
            out.sort(key=lambda d, k=key: sort_key(d.get(k, MISSING)), reverse=True)
        else:
            out.sort(key=lambda d, k=key: sort_key(get_path(d, k)), reverse=direction < 0)
    return out


def evaluate(doc: dict[str, Any], expression: Any, meta: dict[str, Any]) -> Any:
    """An aggregation expression: "$field", {"$meta": name}, {"$size": ...}, or a literal."""
    if isinstance(expression, str) and expression.startswith("$"):
        value = get_path(doc, expression[1:])
        return None if value is MISSING else value
    if isinstance(expression, dict) and len(expression) == 1:
        (op, arg), = expression.items()
        if op == "$meta":
            return meta.get(arg)
        if op == "$size":
            value = evaluate(doc, arg, meta)
            return len(value) if isinstance(value, list) else 0
        if op == "$ifNull":
            first = evaluate(doc, arg[0], meta)
            return first if first is not None else evaluate(doc, arg[1], meta)
        if op == "$literal":
            return arg
    return expression


def project(doc: dict[str, Any], spec: dict[str, Any] | None, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    if not spec:
        return doc
    meta = meta or {}
    computed = {k: v for k, v in spec.items() if not isinstance(v, bool | int | float)}
    flags = {k: bool(v) for k, v in spec.items() if k not in computed}
    inclusive = any(v for k, v in flags.items() if k != "_id") or bool(computed)
    if inclusive:
        out: dict[str, Any] = {}
        if flags.get("_id", True) and "_id" in doc:
            out["_id"] = doc["_id"]
        for key, keep in flags.items():
            value = get_path(doc, key)
            if keep and key != "_id" and value is not MISSING:
                set_path(out, key, value)
        for key, expression in computed.items():
            set_path(out, key, evaluate(doc, expression, meta))
        return out
    out = copy.deepcopy(doc)
    for key in flags:
        unset_path(out, key)
    return out


def _equality_fields(query: dict[str, Any]) -> dict[str, Any]:
    """The fields an upsert's filter pins to one value (they seed the inserted document)."""
    seeded: dict[str, Any] = {}
    for key, condition in query.items():
        if key == "$and":
            for part in condition:
                seeded.update(_equality_fields(part))
        elif not key.startswith("$"):
            if isinstance(condition, dict) and set(condition) == {"$eq"}:
                seeded[key] = condition["$eq"]
            elif not (isinstance(condition, dict) and any(k.startswith("$") for k in condition)):
                seeded[key] = condition
    return seeded


def _each(arg: Any) -> list[Any]:
    return list(arg["$each"]) if isinstance(arg, dict) and "$each" in arg else [arg]


def apply_update(doc: dict[str, Any], update: dict[str, Any], inserting: bool) -> dict[str, Any]:
    """The document after ``update`` (operators, or a whole replacement keeping ``_id``)."""
    if not any(k.startswith("$") for k in update):
        replacement = copy.deepcopy(update)
        if "_id" in doc:
            if "_id" in replacement and replacement["_id"] != doc["_id"]:
                raise QueryError("the _id field cannot be changed")
            replacement = {"_id": doc["_id"], **{k: v for k, v in replacement.items() if k != "_id"}}
        return replacement
    out = copy.deepcopy(doc)
    for op, fields in update.items():
        for path, arg in fields.items():
            current = get_path(out, path)
            if op == "$set" or (op == "$setOnInsert" and inserting):
                set_path(out, path, copy.deepcopy(arg))
            elif op == "$setOnInsert":
                continue
            elif op == "$unset":
                unset_path(out, path)
            elif op == "$inc":
                set_path(out, path, (0 if current is MISSING else current) + arg)
            elif op in ("$push", "$addToSet"):
                values = [] if current is MISSING else list(current)
                for value in _each(arg):
                    if op == "$push" or value not in values:
                        values.append(copy.deepcopy(value))
                set_path(out, path, values)
            elif op == "$pull":
                if isinstance(current, list):
                    set_path(out, path, [v for v in current if not _field_matches(v, arg)])
            else:
                raise QueryError(f"unknown update operator {op}")
    return out


def upsert_seed(query: dict[str, Any]) -> dict[str, Any]:
    seeded: dict[str, Any] = {}
    for key, value in _equality_fields(query).items():
        set_path(seeded, key, copy.deepcopy(value))
    return seeded
