from __future__ import annotations

from collections.abc import Iterator

import pytest

from aesthetiq.settings import Settings
from tests.servers import running


@pytest.fixture(scope="session")
def embedding_service_url(settings: Settings) -> Iterator[str]:
    """The :8004 service over the default local model, on a free port."""
    from aesthetiq.embeddings.service import create_app

    with running(create_app(settings), port=settings.embeddings_port) as url:
        yield url
