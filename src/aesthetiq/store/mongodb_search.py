"""Search for the MongoDB store: Atlas ``$vectorSearch`` candidates ranked by the shared code.

The hard filters go to the server as the ``$vectorSearch`` pre-filter (``mongodb_query.mql_filter``);
the nearest ``depth`` items come back with their scores and are ranked locally exactly as the
embedded store ranks (BM25 of the candidates, reciprocal rank fusion, style-DNA re-ranking). A
server without Atlas Search (MongoDB Community) gets the same ranking over a local cosine scan.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from pymongo.database import Database
from pymongo.errors import OperationFailure
from pymongo.operations import SearchIndexModel

from aesthetiq.embeddings.base import Embedder
from aesthetiq.models import CommerceFilters, WardrobeFilters
from aesthetiq.settings import Settings
from aesthetiq.store.base import SearchHit
from aesthetiq.store.filtering import Constraints
from aesthetiq.store.mongodb_errors import reachable
from aesthetiq.store.mongodb_query import FILTER_PATHS, HIDDEN_FIELDS, mql_filter, rank_candidates, satisfying
from aesthetiq.store.query import read_query
from aesthetiq.store.search import relax

log = logging.getLogger(__name__)

VECTOR_INDEX = "vector"
MAX_NUM_CANDIDATES = 10_000  # Atlas' ceiling for numCandidates
CANDIDATES_PER_RESULT = 10  # numCandidates = 10 x limit: Atlas' advice for recall


class MongoSearchMixin:
    """Search methods of ``MongoStore``; needs the attributes declared here."""

    _db: Database[dict[str, Any]]
    _settings: Settings
    _lock: threading.Lock
    _vector_ready: set[str]
    _vector_search: bool
    embedder: Callable[[], Embedder]
    _embed: Callable[[list[str]], np.ndarray]
    _distinct: Callable[[str, str], list[str]]
    brands: Callable[[], list[str]]

    def _ensure_vector_index(self, collection: str) -> None:
        """Create the Atlas vector index (with every pre-filter path) the first time it is needed."""
        if collection in self._vector_ready or not self._vector_search:
            return
        with self._lock:
            try:
                existing = {i["name"] for i in self._db[collection].list_search_indexes()}
                if VECTOR_INDEX not in existing:
                    fields: list[dict[str, Any]] = [
                        {"type": "vector", "path": "embedding", "numDimensions": self.embedder().dim,
                         "similarity": "cosine"},
                        *({"type": "filter", "path": p} for p in FILTER_PATHS),
                    ]  # fmt: skip
                    self._db[collection].create_search_index(
                        SearchIndexModel(definition={"fields": fields}, name=VECTOR_INDEX, type="vectorSearch")
                    )
                    log.info("created the Atlas vector index %r on %s", VECTOR_INDEX, collection)
                self._wait_until_queryable(collection)
                self._vector_ready.add(collection)
            except OperationFailure as exc:
                self._vector_search = False
                log.warning(
                    "this MongoDB server has no Atlas Search (%s): semantic search scans the filtered "
                    "items in this process instead of $vectorSearch; use Atlas for large catalogues",
                    exc.details.get("errmsg") if exc.details else exc,
                )

    def _wait_until_queryable(self, collection: str) -> None:
        """Atlas builds a new search index in the background; until then it answers no documents."""
        deadline = time.monotonic() + self._settings.mongodb_index_wait_s
        while True:
            index = next((i for i in self._db[collection].list_search_indexes(VECTOR_INDEX)), None)
            if index is not None and index.get("queryable"):
                return
            if time.monotonic() > deadline:
                log.warning(
                    "the Atlas vector index on %s is not queryable yet (status %s): searches return "
                    "nothing until Atlas finishes building it", collection, (index or {}).get("status"),
                )  # fmt: skip
                return
            time.sleep(1.0)

    # --- search ------------------------------------------------------------------------------------
    def _candidates(
        self, collection: str, constraints: Constraints, vector: np.ndarray | None, depth: int
    ) -> tuple[list[dict[str, Any]], np.ndarray | None]:
        """Up to ``depth`` items satisfying the constraints, nearest the query vector first, with
        their cosine similarities (None when there is no query vector)."""
        where = mql_filter(constraints, lambda field: self._distinct(collection, field))
        items = self._db[collection]
        if vector is None:
            return list(items.find(where, HIDDEN_FIELDS).limit(depth)), None
        self._ensure_vector_index(collection)
        if not self._vector_search:
            docs = list(items.find(where, {"colorTokens": 0}))
            # An item written by another system may lack a vector or carry one of another model
            # (seed 002's 512-d CLIP): it scores 0 rather than breaking the search.
            matrix = np.zeros((len(docs), vector.shape[0]), dtype=np.float32)
            for row, doc in enumerate(docs):
                stored = doc.pop("embedding", None)
                if isinstance(stored, list) and len(stored) == vector.shape[0]:
                    matrix[row] = stored
            sims = matrix @ vector / np.maximum(np.linalg.norm(matrix, axis=1) * np.linalg.norm(vector), 1e-9)
            order = np.argsort(-sims, kind="stable")[:depth]
            return [docs[i] for i in order], sims[order]
        search: dict[str, Any] = {
            "index": VECTOR_INDEX, "path": "embedding", "queryVector": [float(x) for x in vector],
            "numCandidates": min(MAX_NUM_CANDIDATES, depth * CANDIDATES_PER_RESULT), "limit": depth,
        }  # fmt: skip
        if where:
            search["filter"] = where
        pipeline = [
            {"$vectorSearch": search},
            {"$project": HIDDEN_FIELDS},
            {"$addFields": {"_vectorScore": {"$meta": "vectorSearchScore"}}},
        ]
        try:
            docs = list(items.aggregate(pipeline))
        except OperationFailure as exc:
            if "filter" not in search:
                raise
            # An index made before this adapter (seed 002's declares only some filter paths): search
            # unfiltered, wider, and apply the constraints here.
            log.warning(
                "the Atlas index %r on %s rejects the pre-filter (%s); filtering after the search. Drop "
                "the index to let the store recreate it with every filter path",
                VECTOR_INDEX, collection, exc.details.get("errmsg") if exc.details else exc,
            )  # fmt: skip
            del search["filter"]
            search["limit"] = min(MAX_NUM_CANDIDATES, depth * CANDIDATES_PER_RESULT)
            search["numCandidates"] = MAX_NUM_CANDIDATES
            docs = list(items.aggregate(pipeline))
            keep = satisfying(docs, constraints)
            docs = [docs[i] for i in keep[:depth]]
        # Atlas reports cosine as (1 + cos) / 2; the shared ranking expects the cosine itself.
        sims = np.array([2.0 * float(d.pop("_vectorScore")) - 1.0 for d in docs], dtype=np.float32)
        return docs, sims

    def _search(
        self, collection: str, query: str, explicit: Constraints, filters_given: bool, limit: int,
        candidate_pool: int, season: str | None,
    ) -> list[SearchHit]:  # fmt: skip
        commerce = collection == "commerceitems"
        reading = None if filters_given else read_query(query, self.brands() if commerce else [], wardrobe=not commerce)
        text = (reading.ranking_text if reading else query) or query
        vector = self._embed([text])[0] if text.strip() else None
        depth = min(max(candidate_pool, limit, 200), MAX_NUM_CANDIDATES)
        implied = reading.implied if reading else None
        while True:
            constraints = explicit.merged(implied) if implied is not None else explicit
            docs, sims = self._candidates(collection, constraints, vector, depth)
            # Text that asked for more than the catalogue has: drop implied constraints step by step.
            if docs or implied is None or implied.is_empty() or reading is None:
                break
            implied = relax(implied, reading)
        return rank_candidates(docs, sims, constraints, text, limit, candidate_pool, season)

    @reachable
    def search_commerce(
        self, query: str, filters: CommerceFilters | None, limit: int, candidate_pool: int = 200,
        style_dna: str | None = None,
    ) -> list[SearchHit]:  # fmt: skip
        return self._search(
            "commerceitems", query, Constraints.of(filters), filters is not None, limit, candidate_pool, style_dna
        )

    @reachable
    def search_wardrobe(
        self, user_id: str, query: str, filters: WardrobeFilters | None, limit: int
    ) -> list[SearchHit]:
        explicit = Constraints.of(filters, owner=user_id)
        return self._search("wardrobeitems", query, explicit, filters is not None, limit, 200, None)

    @reachable
    def filter_commerce(self, filters: CommerceFilters | None, limit: int) -> list[dict[str, Any]]:
        return self._filter("commerceitems", Constraints.of(filters), limit)

    @reachable
    def filter_wardrobe(self, user_id: str, filters: WardrobeFilters | None, limit: int) -> list[dict[str, Any]]:
        return self._filter("wardrobeitems", Constraints.of(filters, owner=user_id), limit)

    def _filter(self, collection: str, constraints: Constraints, limit: int) -> list[dict[str, Any]]:
        if limit <= 0:
            return []  # pymongo reads limit(0) as "no limit"
        where = mql_filter(constraints, lambda field: self._distinct(collection, field))
        return list(self._db[collection].find(where, HIDDEN_FIELDS).limit(limit))
