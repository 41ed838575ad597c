# One image for every service: `docker run IMAGE serve gateway|agent|mcp|embeddings` (see compose.yaml
# and deploy/k8s/). Slim Python, no torch (the bundled WordLlama embedder is numpy only), non-root.
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY pyproject.toml README.md ./
COPY src ./src
RUN python -m venv /opt/aesthetiq \
 && /opt/aesthetiq/bin/pip install ".[postgres,redis,mongodb]"

FROM python:3.11-slim
RUN useradd --system --uid 10001 --user-group --home-dir /var/lib/aesthetiq --create-home aesthetiq
COPY --from=build /opt/aesthetiq /opt/aesthetiq
ENV PATH=/opt/aesthetiq/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    AESTHETIQ_HOST=0.0.0.0 \
    AESTHETIQ_DATA_DIR=/var/lib/aesthetiq
USER 10001:10001
WORKDIR /var/lib/aesthetiq
# gateway, agent, embeddings, tool server
EXPOSE 8000 8002 8004 8010
# SIGTERM drains: new requests get 503, running turns finish (AESTHETIQ_SHUTDOWN_GRACE_S), then exit.
STOPSIGNAL SIGTERM
ENTRYPOINT ["aesthetiq"]
CMD ["serve", "gateway"]
