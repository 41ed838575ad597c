"""Command handlers of the fake MongoDB server: in-memory collections, cursors and transactions."""

from __future__ import annotations

import copy
import itertools
from collections.abc import Callable
from typing import Any

import bson
from bson import ObjectId

from tests.fakes.mongo_aggregate import PipelineError, run_pipeline
from tests.fakes.mongo_query import QueryError, apply_update, matches, project, sort_docs, upsert_seed

DUPLICATE_KEY, NO_SUCH_TRANSACTION, COMMAND_NOT_FOUND = 11000, 251, 59


class CommandError(Exception):
    def __init__(self, message: str, code: int = 2, name: str = "BadValue", labels: list[str] | None = None):
        super().__init__(message)
        self.code, self.name, self.labels = code, name, labels or []


def _key(value: Any) -> Any:
    """A hashable form of an ``_id`` (documents and lists as their BSON bytes)."""
    if isinstance(value, dict | list):
        return bson.encode({"k": value})
    return value


class Commands:
    def __init__(self, hello: Callable[[int], dict[str, Any]], replica_set: bool, atlas_search: bool) -> None:
        self._hello = hello
        self.replica_set, self.atlas_search = replica_set, atlas_search
        self.data: dict[str, dict[Any, dict[str, Any]]] = {}  # namespace → _id → document
        self.indexes: dict[str, list[dict[str, Any]]] = {}
        self.search_indexes: dict[str, list[dict[str, Any]]] = {}
        self._cursors: dict[int, tuple[str, list[dict[str, Any]]]] = {}
        self._cursor_ids = itertools.count(1)
        self._transactions: dict[tuple[bytes, int], list[tuple[str, Any, dict[str, Any] | None]]] = {}
        self._undo: list[tuple[str, Any, dict[str, Any] | None]] | None = None
        self._fail_point: dict[str, Any] | None = None

    # --- dispatch ---------------------------------------------------------------------------------
    def run(self, name: str, command: dict[str, Any], connection_id: int) -> dict[str, Any]:
        handler = getattr(self, f"cmd_{name.lower()}", None)
        if handler is None:
            raise CommandError(f"no such command: '{name}'", COMMAND_NOT_FOUND, "CommandNotFound")
        try:
            self._undo = self._transaction_log(command)
            self._maybe_fail(name)
            reply = handler(command, connection_id) if name.lower() in ("hello", "ismaster") else handler(command)
        except (QueryError, PipelineError) as exc:
            self._abort_on_error(command)
            raise CommandError(str(exc), getattr(exc, "code", 2)) from exc
        except CommandError:
            self._abort_on_error(command)
            raise
        finally:
            self._undo = None
        return {**reply, "ok": 1.0}

    def _maybe_fail(self, name: str) -> None:
        """The ``failCommand`` fail point of real servers: make the next matching commands fail."""
        point = self._fail_point
        if point is None or name not in point["commands"]:
            return
        if point["skip"] > 0:
            point["skip"] -= 1
            return
        if point["times"] is not None:
            point["times"] -= 1
            if point["times"] <= 0:
                self._fail_point = None
        raise CommandError(f"failCommand failpoint on {name}", point["code"], "FailPoint")

    def cmd_configurefailpoint(self, command: dict[str, Any]) -> dict[str, Any]:
        mode = command.get("mode")
        if mode == "off":
            self._fail_point = None
            return {}
        data = command.get("data") or {}
        self._fail_point = {
            "commands": list(data.get("failCommands", [])), "code": int(data.get("errorCode", 2)),
            "skip": int(mode.get("skip", 0)) if isinstance(mode, dict) else 0,
            "times": int(mode["times"]) if isinstance(mode, dict) and "times" in mode else None,
        }  # fmt: skip
        return {}

    def _transaction_log(self, command: dict[str, Any]) -> list[Any] | None:
        if command.get("autocommit") is not False or "lsid" not in command:
            return None
        if not self.replica_set:
            raise CommandError(
                "Transaction numbers are only allowed on a replica set member or mongos", 20, "IllegalOperation"
            )
        key = (bytes(command["lsid"]["id"]), int(command["txnNumber"]))
        if command.get("startTransaction"):
            self._transactions[key] = []
        log = self._transactions.get(key)
        name = next(iter(command)).lower()
        if log is None and name not in ("committransaction", "aborttransaction"):
            raise CommandError(
                "Transaction has been aborted or was never started", NO_SUCH_TRANSACTION, "NoSuchTransaction",
                ["TransientTransactionError"],
            )  # fmt: skip
        return log

    def _abort_on_error(self, command: dict[str, Any]) -> None:
        # A failed statement aborts the whole transaction on a real server too.
        if command.get("autocommit") is False and "lsid" in command:
            self._rollback((bytes(command["lsid"]["id"]), int(command["txnNumber"])))

    def _rollback(self, key: tuple[bytes, int]) -> None:
        for namespace, doc_key, before in reversed(self._transactions.pop(key, [])):
            collection = self.data.setdefault(namespace, {})
            if before is None:
                collection.pop(doc_key, None)
            else:
                collection[doc_key] = before

    def _write(self, namespace: str, doc_key: Any, doc: dict[str, Any] | None) -> None:
        collection = self.data.setdefault(namespace, {})
        if self._undo is not None:
            previous = collection.get(doc_key)
            self._undo.append((namespace, doc_key, copy.deepcopy(previous) if previous is not None else None))
        if doc is None:
            collection.pop(doc_key, None)
        else:
            collection[doc_key] = doc

    @staticmethod
    def _ns(command: dict[str, Any]) -> str:
        return f"{command['$db']}.{next(iter(command.values()))}"

    def _docs(self, namespace: str) -> list[dict[str, Any]]:
        return list(self.data.get(namespace, {}).values())

    def _cursor(self, namespace: str, docs: list[dict[str, Any]], batch_size: int | None) -> dict[str, Any]:
        first, rest = (docs, []) if batch_size is None else (docs[:batch_size], docs[batch_size:])
        cursor_id = 0
        if rest:
            cursor_id = next(self._cursor_ids)
            self._cursors[cursor_id] = (namespace, rest)
        return {"cursor": {"id": bson.Int64(cursor_id), "ns": namespace, "firstBatch": first}}

    # --- handshake and admin ------------------------------------------------------------------------
    def cmd_hello(self, command: dict[str, Any], connection_id: int) -> dict[str, Any]:
        return self._hello(connection_id)

    cmd_ismaster = cmd_hello

    def cmd_ping(self, command: dict[str, Any]) -> dict[str, Any]:
        return {}

    def cmd_buildinfo(self, command: dict[str, Any]) -> dict[str, Any]:
        return {"version": "7.0.0", "versionArray": [7, 0, 0, 0], "maxBsonObjectSize": 16 * 1024 * 1024}

    def cmd_endsessions(self, command: dict[str, Any]) -> dict[str, Any]:
        return {}

    def cmd_committransaction(self, command: dict[str, Any]) -> dict[str, Any]:
        self._transactions.pop((bytes(command["lsid"]["id"]), int(command["txnNumber"])), None)
        return {}

    def cmd_aborttransaction(self, command: dict[str, Any]) -> dict[str, Any]:
        self._rollback((bytes(command["lsid"]["id"]), int(command["txnNumber"])))
        return {}

    # --- writes -----------------------------------------------------------------------------------
    def cmd_insert(self, command: dict[str, Any]) -> dict[str, Any]:
        namespace = self._ns(command)
        collection = self.data.setdefault(namespace, {})
        n, errors = 0, []
        for i, doc in enumerate(command.get("documents", [])):
            doc = {"_id": ObjectId(), **doc} if "_id" not in doc else doc
            if _key(doc["_id"]) in collection:
                errors.append({"index": i, "code": DUPLICATE_KEY,
                               "errmsg": f"E11000 duplicate key error collection: {namespace} dup key: {{ _id: {doc['_id']!r} }}"})  # fmt: skip
                if command.get("ordered", True):
                    break
                continue
            self._write(namespace, _key(doc["_id"]), doc)
            n += 1
        if errors and self._undo is not None:
            raise CommandError(errors[0]["errmsg"], DUPLICATE_KEY, "DuplicateKey")
        return {"n": n, **({"writeErrors": errors} if errors else {})}

    def cmd_update(self, command: dict[str, Any]) -> dict[str, Any]:
        namespace = self._ns(command)
        matched = modified = 0
        upserted = []
        for i, spec in enumerate(command.get("updates", [])):
            query, update = spec.get("q", {}), spec["u"]
            if isinstance(update, list):
                raise CommandError("pipeline updates are not supported by the fake server")
            targets = [d for d in self._docs(namespace) if matches(d, query)]
            if not spec.get("multi"):
                targets = targets[:1]
            for doc in targets:
                new = apply_update(doc, update, inserting=False)
                matched += 1
                if new != doc:
                    modified += 1
                    self._write(namespace, _key(doc["_id"]), new)
            if not targets and spec.get("upsert"):
                new = apply_update(upsert_seed(query), update, inserting=True)
                new = {"_id": new.get("_id", ObjectId()), **{k: v for k, v in new.items() if k != "_id"}}
                self._write(namespace, _key(new["_id"]), new)
                upserted.append({"index": i, "_id": new["_id"]})
        return {"n": matched + len(upserted), "nModified": modified, **({"upserted": upserted} if upserted else {})}

    def cmd_delete(self, command: dict[str, Any]) -> dict[str, Any]:
        namespace = self._ns(command)
        n = 0
        for spec in command.get("deletes", []):
            targets = [d for d in self._docs(namespace) if matches(d, spec.get("q", {}))]
            for doc in targets[:1] if spec.get("limit") == 1 else targets:
                self._write(namespace, _key(doc["_id"]), None)
                n += 1
        return {"n": n}

    # --- reads ------------------------------------------------------------------------------------
    def cmd_find(self, command: dict[str, Any]) -> dict[str, Any]:
        namespace = self._ns(command)
        docs = [d for d in self._docs(namespace) if matches(d, command.get("filter"))]
        docs = sort_docs(docs, command.get("sort"))[int(command.get("skip", 0)) :]
        limit = abs(int(command.get("limit", 0)))
        if limit:
            docs = docs[:limit]
        docs = [project(copy.deepcopy(d), command.get("projection")) for d in docs]
        single = command.get("singleBatch") or int(command.get("limit", 0)) < 0
        return self._cursor(namespace, docs, None if single else command.get("batchSize"))

    def cmd_getmore(self, command: dict[str, Any]) -> dict[str, Any]:
        cursor_id = int(command["getMore"])
        if cursor_id not in self._cursors:
            raise CommandError(f"cursor id {cursor_id} not found", 43, "CursorNotFound")
        namespace, docs = self._cursors.pop(cursor_id)
        size = int(command.get("batchSize") or len(docs))
        batch, rest = docs[:size], docs[size:]
        if rest:
            self._cursors[cursor_id] = (namespace, rest)
        return {"cursor": {"id": bson.Int64(cursor_id if rest else 0), "ns": namespace, "nextBatch": batch}}

    def cmd_killcursors(self, command: dict[str, Any]) -> dict[str, Any]:
        killed = [c for c in command.get("cursors", []) if self._cursors.pop(int(c), None) is not None]
        return {"cursorsKilled": killed, "cursorsNotFound": [], "cursorsAlive": [], "cursorsUnknown": []}

    def cmd_count(self, command: dict[str, Any]) -> dict[str, Any]:
        return {"n": sum(1 for d in self._docs(self._ns(command)) if matches(d, command.get("query")))}

    def cmd_distinct(self, command: dict[str, Any]) -> dict[str, Any]:
        values: list[Any] = []
        for doc in self._docs(self._ns(command)):
            if matches(doc, command.get("query")):
                found = doc.get(command["key"])
                for value in found if isinstance(found, list) else [found]:
                    if value is not None and value not in values:
                        values.append(value)
        return {"values": values}

    def _needs_atlas(self) -> None:
        if not self.atlas_search:
            raise CommandError(
                "Using Atlas Search Database Commands and the $listSearchIndexes aggregation stage requires "
                "additional configuration.", 31082, "SearchNotEnabled",
            )  # fmt: skip

    def cmd_aggregate(self, command: dict[str, Any]) -> dict[str, Any]:
        namespace = self._ns(command)
        first = (command.get("pipeline") or [{}])[0]
        if "$vectorSearch" in first or "$listSearchIndexes" in first:
            self._needs_atlas()
        database = command["$db"]
        docs = run_pipeline(
            self._docs(namespace), command.get("pipeline", []), self.search_indexes.get(namespace, []),
            lambda name: self._docs(f"{database}.{name}"),
        )  # fmt: skip
        return self._cursor(namespace, docs, (command.get("cursor") or {}).get("batchSize"))

    # --- collections and indexes --------------------------------------------------------------------
    def cmd_create(self, command: dict[str, Any]) -> dict[str, Any]:
        self.data.setdefault(self._ns(command), {})
        return {}

    def cmd_drop(self, command: dict[str, Any]) -> dict[str, Any]:
        namespace = self._ns(command)
        for store in (self.data, self.indexes, self.search_indexes):
            store.pop(namespace, None)
        return {}

    def cmd_listcollections(self, command: dict[str, Any]) -> dict[str, Any]:
        database = command["$db"]
        names = [ns.split(".", 1)[1] for ns in self.data if ns.startswith(f"{database}.")]
        docs = [{"name": n, "type": "collection", "options": {}, "info": {"readOnly": False}} for n in names]
        return {"cursor": {"id": bson.Int64(0), "ns": f"{database}.$cmd.listCollections", "firstBatch": docs}}

    def cmd_createindexes(self, command: dict[str, Any]) -> dict[str, Any]:
        namespace = self._ns(command)
        self.data.setdefault(namespace, {})
        existing = self.indexes.setdefault(namespace, [{"v": 2, "key": {"_id": 1}, "name": "_id_"}])
        before = len(existing)
        for spec in command.get("indexes", []):
            if all(i["name"] != spec["name"] for i in existing):
                existing.append({"v": 2, **spec})
        return {"numIndexesBefore": before, "numIndexesAfter": len(existing), "createdCollectionAutomatically": False}

    def cmd_listindexes(self, command: dict[str, Any]) -> dict[str, Any]:
        namespace = self._ns(command)
        if namespace not in self.data:
            raise CommandError(f"ns does not exist: {namespace}", 26, "NamespaceNotFound")
        indexes = self.indexes.get(namespace, [{"v": 2, "key": {"_id": 1}, "name": "_id_"}])
        return {"cursor": {"id": bson.Int64(0), "ns": namespace, "firstBatch": indexes}}

    def cmd_createsearchindexes(self, command: dict[str, Any]) -> dict[str, Any]:
        self._needs_atlas()
        namespace = self._ns(command)
        self.data.setdefault(namespace, {})
        existing = self.search_indexes.setdefault(namespace, [])
        created = []
        for spec in command.get("indexes", []):
            name = spec.get("name", "default")
            if any(i["name"] == name for i in existing):
                raise CommandError(f"Duplicate Index: an index named {name} already exists", 68, "IndexAlreadyExists")
            index_id = str(ObjectId())
            existing.append({"id": index_id, "name": name, "type": spec.get("type", "search"),
                             "definition": spec["definition"]})  # fmt: skip
            created.append({"id": index_id, "name": name})
        return {"indexesCreated": created}
