"""An in-memory MongoDB stand-in that speaks the wire protocol, for testing the MongoDB adapter
through the real ``pymongo`` client (no MongoDB server can be installed on these machines).

Protocol: OP_MSG (both section kinds) and OP_QUERY/OP_REPLY for the legacy handshake; BSON by
pymongo's own ``bson`` package. It reports itself as the primary of a one-member replica set
("rs0", wire version 21) so pymongo allows sessions and transactions.

Transactions apply each write immediately and keep an undo log per (session, txnNumber):
``commitTransaction`` drops the log, ``abortTransaction`` (or a server-side abort on error) replays
it backwards. A transaction sees its own writes; there is no isolation from concurrent sessions.

Atlas ``$vectorSearch`` is exact (every document is scored): cosine similarity normalised as Atlas
does, ``(1 + cos) / 2``, exposed as ``{"$meta": "vectorSearchScore"}``. Like Atlas it needs a search
index of type ``vectorSearch`` (``createSearchIndexes``) and answers nothing without one, and it
rejects a pre-filter on a path the index does not declare as a ``filter`` field.

``failCommand`` fail points (``configureFailPoint``, as drivers' own test suites use) make chosen
commands fail, to test that a multi-command transaction rolls back.
"""

from __future__ import annotations

import asyncio
import itertools
import struct
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import bson
from bson import ObjectId

from tests.fakes.mongo_commands import CommandError, Commands

OP_REPLY, OP_QUERY, OP_MSG = 1, 2004, 2013
MORE_TO_COME = 1 << 1
CHECKSUM_PRESENT = 1


def _parse_op_msg(body: bytes) -> tuple[int, dict[str, Any]]:
    flags = struct.unpack_from("<I", body)[0]
    end = len(body) - (4 if flags & CHECKSUM_PRESENT else 0)
    pos, command = 4, {}
    sequences: dict[str, list[dict[str, Any]]] = {}
    while pos < end:
        kind = body[pos]
        pos += 1
        if kind == 0:
            size = struct.unpack_from("<i", body, pos)[0]
            command = bson.decode(body[pos : pos + size])
            pos += size
        else:
            size = struct.unpack_from("<i", body, pos)[0]
            section = body[pos + 4 : pos + size]
            name_end = section.index(b"\x00")
            sequences[section[:name_end].decode()] = bson.decode_all(section[name_end + 1 :])
            pos += size
    command.update(sequences)
    return flags, command


def _parse_op_query(body: bytes) -> dict[str, Any]:
    name_end = body.index(b"\x00", 4)
    pos = name_end + 1 + 8  # skip numberToSkip, numberToReturn
    size = struct.unpack_from("<i", body, pos)[0]
    command = bson.decode(body[pos : pos + size])
    command.setdefault("$db", body[4:name_end].decode().split(".")[0])
    return command.get("$query", command) if "$query" in command else command


class FakeMongoServer:
    """Start with ``with fake_mongo() as server:`` and connect to ``server.uri``."""

    def __init__(
        self, host: str = "127.0.0.1", port: int = 0, max_write_batch: int = 100_000, *,
        replica_set: bool = True, atlas_search: bool = True,
    ) -> None:  # fmt: skip
        self.host, self.port = host, port
        self.replica_set = replica_set
        # Lower than a real server's 100k so tests can make one bulk write span several commands.
        self.max_write_batch = max_write_batch
        self.commands = Commands(hello=self._hello, replica_set=replica_set, atlas_search=atlas_search)
        self._loop = asyncio.new_event_loop()
        self._server: asyncio.base_events.Server | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, name="fake-mongo", daemon=True)
        self._request_ids = itertools.count(1)
        self._connection_ids = itertools.count(1)
        self._lock = threading.Lock()
        self._connections: set[asyncio.Task[None]] = set()
        self.op_codes: Counter[int] = Counter()
        self.received: list[str] = []  # command names, for tests that check what the client sent

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"

    @property
    def uri(self) -> str:
        return f"mongodb://{self.address}/" + ("?replicaSet=rs0" if self.replica_set else "")

    def start(self) -> FakeMongoServer:
        self._thread.start()
        future = asyncio.run_coroutine_threadsafe(
            asyncio.start_server(self._serve, self.host, self.port), self._loop
        )
        self._server = future.result(timeout=10)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    def stop(self) -> None:
        async def shutdown() -> None:
            if self._server is not None:
                self._server.close()
            # Drop the clients' open connections too, as a stopping mongod does.
            for task in list(self._connections):
                task.cancel()
            await asyncio.gather(*self._connections, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(shutdown(), self._loop).result(timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()

    def _hello(self, connection_id: int) -> dict[str, Any]:
        if not self.replica_set:  # a standalone mongod: no transactions
            return {
                "helloOk": True, "isWritablePrimary": True, "ismaster": True,
                "maxBsonObjectSize": 16 * 1024 * 1024, "maxMessageSizeBytes": 48_000_000,
                "maxWriteBatchSize": self.max_write_batch, "localTime": datetime.now(UTC),
                "logicalSessionTimeoutMinutes": 30, "connectionId": connection_id,
                "minWireVersion": 0, "maxWireVersion": 21, "readOnly": False, "ok": 1.0,
            }  # fmt: skip
        return {
            "helloOk": True, "isWritablePrimary": True, "ismaster": True, "secondary": False,
            "setName": "rs0", "setVersion": 1, "electionId": ObjectId("7fffffff0000000000000001"),
            "hosts": [self.address], "primary": self.address, "me": self.address,
            "maxBsonObjectSize": 16 * 1024 * 1024, "maxMessageSizeBytes": 48_000_000,
            "maxWriteBatchSize": self.max_write_batch, "localTime": datetime.now(UTC),
            "logicalSessionTimeoutMinutes": 30, "connectionId": connection_id,
            "minWireVersion": 0, "maxWireVersion": 21, "readOnly": False, "ok": 1.0,
        }  # fmt: skip

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connection_id = next(self._connection_ids)
        task = asyncio.current_task()
        if task is not None:
            self._connections.add(task)
        try:
            while True:
                header = await reader.readexactly(16)
                length, request_id, _, op_code = struct.unpack("<iiii", header)
                body = await reader.readexactly(length - 16)
                self.op_codes[op_code] += 1
                if op_code == OP_MSG:
                    flags, command = _parse_op_msg(body)
                    reply = self._run(command, connection_id)
                    if not flags & MORE_TO_COME:
                        payload = struct.pack("<I", 0) + b"\x00" + bson.encode(reply)
                        writer.write(self._frame(request_id, OP_MSG, payload))
                elif op_code == OP_QUERY:
                    reply = self._run(_parse_op_query(body), connection_id)
                    payload = struct.pack("<iqii", 0, 0, 0, 1) + bson.encode(reply)
                    writer.write(self._frame(request_id, OP_REPLY, payload))
                else:
                    break  # OP_COMPRESSED and the removed opcodes: never negotiated
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self._connections.discard(task)  # type: ignore[arg-type]
            writer.close()

    def _frame(self, response_to: int, op_code: int, payload: bytes) -> bytes:
        return struct.pack("<iiii", 16 + len(payload), next(self._request_ids), response_to, op_code) + payload

    def _run(self, command: dict[str, Any], connection_id: int) -> dict[str, Any]:
        name = next(iter(command))
        self.received.append(name)
        with self._lock:
            try:
                return self.commands.run(name, command, connection_id)
            except CommandError as exc:
                reply: dict[str, Any] = {"ok": 0.0, "errmsg": str(exc), "code": exc.code, "codeName": exc.name}
                if exc.labels:
                    reply["errorLabels"] = exc.labels
                return reply


@contextmanager
def fake_mongo(
    max_write_batch: int = 100_000, *, replica_set: bool = True, atlas_search: bool = True
) -> Iterator[FakeMongoServer]:
    """``replica_set=False`` behaves as a standalone mongod (transactions refused);
    ``atlas_search=False`` as a server without Atlas Search (search index commands and
    ``$vectorSearch`` refused, as on MongoDB Community without mongot)."""
    server = FakeMongoServer(max_write_batch=max_write_batch, replica_set=replica_set, atlas_search=atlas_search)
    server.start()
    try:
        yield server
    finally:
        server.stop()



__all__ = ["FakeMongoServer", "fake_mongo"]
