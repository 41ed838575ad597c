"""The deployment files say what the code does: commands, ports, settings, probes (issue 13.1).

No container runtime runs here, so the Dockerfile, compose.yaml and the Kubernetes manifests are
read as data and held to the code: every command parses with the CLI, every port is the service's,
every ``AESTHETIQ_*`` (and OTEL_/LANGFUSE_) variable is a setting, every probe path is served.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from aesthetiq.cli import build_parser
from aesthetiq.lifecycle import LIVE_PATH, READY_PATH
from aesthetiq.serve import SERVICES, port_of
from aesthetiq.settings import Settings, env_names

ROOT = Path(__file__).resolve().parents[1]
K8S = ROOT / "deploy" / "k8s"
DEFAULTS = Settings()
PORTS = {name: port_of(DEFAULTS, name) for name in SERVICES}
KNOWN_VARIABLES = {name for field, info in Settings.model_fields.items() for name in env_names(field, info)}
# Variables the services read that are not ours: none (the OTel and Langfuse ones are aliases above).
FOREIGN_PREFIXES = ("POSTGRES_",)  # the postgres image's own


def compose() -> dict[str, Any]:
    return yaml.safe_load((ROOT / "compose.yaml").read_text())


def ours(service: dict[str, Any]) -> bool:
    return "build" in service or str(service.get("image", "")).startswith("${AESTHETIQ_IMAGE")


def manifests() -> list[dict[str, Any]]:
    docs = []
    for path in sorted(K8S.glob("*.yaml")):
        docs += [doc for doc in yaml.safe_load_all(path.read_text()) if doc]
    return docs


def deployments() -> dict[str, dict[str, Any]]:
    return {d["metadata"]["name"]: d for d in manifests() if d["kind"] == "Deployment" and d["metadata"]["name"] != "redis"}


def check_variables(names: list[str], where: str) -> None:
    unknown = [n for n in names if n not in KNOWN_VARIABLES and not n.startswith(FOREIGN_PREFIXES)]
    assert not unknown, f"{where} sets variables that are no setting: {unknown}"


def test_every_compose_command_is_a_cli_command_and_every_server_a_service() -> None:
    services = {name: s for name, s in compose()["services"].items() if ours(s)}
    served = {}
    for name, service in services.items():
        build_parser().parse_args(service["command"])  # exits on a command the CLI does not have
        if service["command"][0] == "serve":
            served[name] = service["command"][1]
    assert sorted(served.values()) == ["agent", "agent", "embeddings", "gateway", "mcp", "mcp"]
    all_services = compose()["services"]
    assert "pgvector" in all_services["postgres"]["image"] and "redis" in all_services["redis"]["image"]


def test_compose_healthchecks_are_the_readiness_probes_on_each_services_port() -> None:
    for name, service in compose()["services"].items():
        if ours(service) and service["command"][0] == "serve":
            probe = " ".join(service["healthcheck"]["test"])
            port = PORTS[service["command"][1]]
            assert f"http://127.0.0.1:{port}{READY_PATH}" in probe, name


def test_compose_settings_exist_and_the_token_comes_from_a_secret() -> None:
    document = compose()
    for name, service in document["services"].items():
        if not ours(service):
            continue
        environment = service["environment"]
        check_variables(list(environment), f"compose service {name}")
        assert "internal_token" in service["secrets"], name
        assert environment["AESTHETIQ_INTERNAL_TOKEN_FILE"] == "/run/secrets/internal_token", name
        assert "AESTHETIQ_INTERNAL_TOKEN" not in environment, f"{name}: the token belongs in the secret"
    assert document["secrets"]["internal_token"]["file"]


def test_compose_wires_two_agents_each_to_a_tool_server_behind_the_gateway() -> None:
    services = compose()["services"]
    agents = json.loads(services["gateway"]["environment"]["AESTHETIQ_AGENT_URLS"])
    assert agents == [f"http://agent-{i}:{PORTS['agent']}" for i in (1, 2)]
    for i in (1, 2):
        tools = services[f"agent-{i}"]["environment"]["AESTHETIQ_MCP_URL"]
        assert tools == f"http://tools-{i}:{PORTS['mcp']}/mcp"
        assert services[f"tools-{i}"]["command"] == ["serve", "mcp"]
    assert services["gateway"]["ports"] == [f"{PORTS['gateway']}:{PORTS['gateway']}"]


def test_kubernetes_deployments_match_the_services() -> None:
    found = deployments()
    assert set(found) == {"gateway", "agent", "tools", "embeddings"}
    secret = next(d for d in manifests() if d["kind"] == "Secret")
    config = next(d for d in manifests() if d["kind"] == "ConfigMap")
    check_variables(list(config["data"]), "the ConfigMap")
    for name, deployment in found.items():
        pod = deployment["spec"]["template"]["spec"]
        assert pod["securityContext"]["runAsNonRoot"] is True and pod["securityContext"]["runAsUser"] != 0
        [container] = pod["containers"]
        build_parser().parse_args(container["args"])
        service = container["args"][1]
        port = PORTS[service]
        assert container["ports"] == [{"containerPort": port, "name": "http"}], name
        assert container["readinessProbe"]["httpGet"] == {"path": READY_PATH, "port": "http"}, name
        assert container["livenessProbe"]["httpGet"] == {"path": LIVE_PATH, "port": "http"}, name
        assert {"cpu", "memory"} <= set(container["resources"]["requests"]), name
        env = {e["name"]: e for e in container["env"]}
        check_variables(list(env), f"deployment {name}")
        token = env["AESTHETIQ_INTERNAL_TOKEN"]["valueFrom"]["secretKeyRef"]
        assert token["name"] == secret["metadata"]["name"] and token["key"] in secret["stringData"]
        assert pod["terminationGracePeriodSeconds"] > float(config["data"]["AESTHETIQ_SHUTDOWN_GRACE_S"])
        [svc] = [d for d in manifests() if d["kind"] == "Service" and d["metadata"]["name"] == name]
        assert svc["spec"]["ports"] == [{"name": "http", "port": port, "targetPort": "http"}]
    assert found["gateway"]["spec"]["template"]["spec"]["containers"][0]["env"]
    assert len(secret["stringData"]["internal-token"]) < 32, "the placeholder must not be usable as a token"


def test_kustomization_lists_every_manifest() -> None:
    listed = yaml.safe_load((K8S / "kustomization.yaml").read_text())["resources"]
    assert sorted(listed) == sorted(p.name for p in K8S.glob("*.yaml") if p.name != "kustomization.yaml")


def test_the_image_runs_the_cli_as_a_user_without_torch() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^FROM python:3\.\d+-slim", dockerfile, re.M)
    user = re.findall(r"^USER (\S+)", dockerfile, re.M)
    assert user and user[-1].split(":")[0] not in ("root", "0")
    assert re.search(r'^ENTRYPOINT \["aesthetiq"\]', dockerfile, re.M)
    exposed = {int(p) for line in re.findall(r"^EXPOSE (.+)$", dockerfile, re.M) for p in line.split()}
    assert exposed == set(PORTS.values())
    installs = " ".join(re.findall(r"^RUN .*(?:\n .*)*", dockerfile, re.M))
    assert "pip install" in installs and "torch" not in installs and "minilm" not in installs


@pytest.mark.parametrize("service", SERVICES)
def test_every_service_serves_the_probes(service: str, tmp_path: Path) -> None:
    from aesthetiq.serve import _factory

    app = _factory(service)(Settings(data_dir=tmp_path))
    paths = app.openapi()["paths"]
    assert {LIVE_PATH, READY_PATH, "/health"} <= set(paths)
    assert {"200", "503"} <= set(paths[READY_PATH]["get"]["responses"])
