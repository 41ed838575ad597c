"""The hard filters as SQL, translated from the MQL document ``mongodb_query.mql_filter`` builds.

One definition of what each constraint means (the fuzzy ones — a colour family, a waist size, a
material word — resolved against the distinct stored values with the shared matching functions)
serves MongoDB and PostgreSQL alike. A field with a column of its own (``FILTER_COLUMNS``) is
matched there, with its btree or GIN index; any other field (one added to the filters later) is
matched in the stored document, through the ``jsonb_path_ops`` index: a new filter key needs no
change here.
"""

from __future__ import annotations

import json
from typing import Any

from psycopg import sql

from aesthetiq.store.postgres_schema import FILTER_COLUMNS

_COMPARISONS = {"$gt": ">", "$gte": ">=", "$lt": "<", "$lte": "<="}


def where_clause(mql: dict[str, Any]) -> tuple[sql.Composable, list[Any]]:
    """The SQL condition equivalent to an MQL filter document, and its parameters."""
    parts: list[sql.Composable] = []
    params: list[Any] = []
    for field, condition in mql.items():
        if field.startswith("$") or not field.replace("_", "").isalnum():
            raise ValueError(f"not a filterable field: {field!r}")
        operators = (
            condition
            if isinstance(condition, dict) and condition and all(k.startswith("$") for k in condition)
            else {"$eq": condition}
        )
        for op, value in operators.items():
            parts.append(_condition(field, op, value, params))
    return (sql.SQL(" AND ").join(parts) if parts else sql.SQL("TRUE")), params


def _condition(field: str, op: str, value: Any, params: list[Any]) -> sql.Composable:
    kind = FILTER_COLUMNS.get(field)
    if kind is None:
        return _document_condition(field, op, value, params)
    column = sql.Identifier(field)
    if kind.endswith("[]"):  # an array column: MQL matches when any element does
        if op == "$eq":
            params.append(value)
            return sql.SQL("%s = ANY({})").format(column)
        if op in ("$in", "$nin"):
            params.append([str(v) for v in value])
            if op == "$in":  # the bare operator, so the GIN index serves it
                return sql.SQL("{} && %s::text[]").format(column)
            return sql.SQL("NOT coalesce({} && %s::text[], false)").format(
                column
            )  # a missing field is "not in"
    elif op == "$eq":
        params.append(value)
        return sql.SQL("{} = %s").format(column)
    elif op in ("$in", "$nin"):
        params.append(list(value))
        if op == "$in":
            return sql.SQL("{} = ANY(%s)").format(column)
        return sql.SQL("coalesce({} <> ALL(%s), true)").format(column)  # a missing field is "not in"
    elif op in _COMPARISONS:
        params.append(value)
        return sql.SQL("{} {} %s").format(column, sql.SQL(_COMPARISONS[op]))
    raise ValueError(f"the PostgreSQL store cannot translate the MQL operator {op} on {field}")


def _document_condition(field: str, op: str, value: Any, params: list[Any]) -> sql.Composable:
    """A condition on a field of the stored document: ``@>`` matching a scalar equal to the value or
    an array holding it, as MQL does."""
    if op in ("$eq", "$in", "$nin"):
        values = [value] if op == "$eq" else list(value)
        # Inside a document, a scalar does not contain itself as an array element: ask for both shapes.
        params.append([json.dumps({field: shape}) for v in values for shape in (v, [v])])
        contains = sql.SQL("doc @> ANY(%s::text[]::jsonb[])")
        return sql.SQL("NOT ") + contains if op == "$nin" else contains
    if op in _COMPARISONS:
        params.append(json.dumps({"v": value}))
        path = f'$."{field}" ? (@ {_COMPARISONS[op]} $v)'
        return sql.SQL("jsonb_path_exists(doc, {}, %s::jsonb)").format(sql.Literal(path))
    raise ValueError(f"the PostgreSQL store cannot translate the MQL operator {op} on {field}")
