"""The web app end to end in headless Chromium (Debian's package), over the real services:
send a message and watch it stream into text and item cards, answer a clarification inline, stop
an answer mid-stream, and reload a past conversation from the list. Leaves a screenshot in
test-artifacts/."""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from aesthetiq.settings import Settings
from tests.gateway.conftest import gateway_running, jwt_overrides
from tests.gateway.jwt_issuer import Issuer
from tests.servers import free_port

pytestmark = pytest.mark.browser

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic",
]  # fmt: skip
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

# Counts every change to an assistant reply's text while it streams.
COUNT_TEXT_UPDATES = """
() => {
  window.__textUpdates = 0;
  new MutationObserver((records) => {
    for (const r of records) {
      const target = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      if (target && target.closest('.is-streaming .message-text')) window.__textUpdates++;
    }
  }).observe(document.getElementById('conversation'), {subtree: true, childList: true, characterData: true});
}
"""


@pytest.fixture(scope="module")
def page(browser_gateway: str) -> Iterator[Any]:
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        context = browser.new_context(viewport={"width": 1440, "height": 960})
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(browser_gateway + "/")
        page.evaluate(COUNT_TEXT_UPDATES)
        yield page
        assert not errors, errors
        context.close()
        browser.close()


def send(page: Any, text: str) -> None:
    page.fill("#composer-input", text)
    page.keyboard.press("Enter")


def assistant_count(page: Any) -> int:
    return page.locator(".message-assistant").count()


def wait_for_reply(page: Any, before: int) -> Any:
    page.wait_for_function(
        "n => document.querySelectorAll('.message-assistant').length > n "
        "&& !document.querySelector('.is-streaming')",
        arg=before,
        timeout=30_000,
    )
    return page.locator(".message-assistant").last


def test_style_dna_panel_shows_the_users_season(page: Any) -> None:
    page.wait_for_selector("#dna-body .season", timeout=15_000)
    assert page.locator("#dna-body .season").inner_text().strip() == "Warm Autumn"
    assert page.locator("#dna-body .palette .swatch").count() >= 6


def test_message_streams_into_text_and_item_cards(page: Any) -> None:
    before = assistant_count(page)
    send(page, "a navy wool blazer for the office")
    reply = wait_for_reply(page, before)
    assert len(reply.locator(".message-text").inner_text().strip()) > 20
    assert page.evaluate("window.__textUpdates") >= 2, "the reply did not stream"
    cards = reply.locator(".item-card")
    assert 1 <= cards.count() <= 6
    more = reply.locator(".show-more")
    if more.count():
        total = int(more.inner_text().split()[1]) + cards.count()
        more.click()
        assert reply.locator(".item-card").count() == total
    first = cards.first
    assert first.locator(".item-name").inner_text().strip()
    assert first.locator(".item-price").inner_text().strip()
    assert first.locator(".badge").inner_text().strip() in {"Shop", "Your wardrobe", "Web"}
    assert first.locator(".swatch").count() >= 1
    page.wait_for_function(
        "() => [...document.querySelectorAll('.item-card img')].some(i => i.naturalWidth > 0)"
    )
    steps = page.locator("#step-list .step")
    assert steps.count() >= 4  # the agent steps panel: the agent's step log and its tool calls
    assert page.locator("#step-list .step-tool").count() >= 1


def test_compare_turn_shows_a_table(page: Any) -> None:
    before = assistant_count(page)
    send(page, "compare the first and the second")
    reply = wait_for_reply(page, before)
    table = reply.locator("table.compare")
    assert table.count() == 1
    assert table.locator("thead th").count() >= 3  # the attribute column and two items
    assert "Price" in table.inner_text()
    reply.scroll_into_view_if_needed()
    page.wait_for_timeout(500)  # smooth scrolling settles
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "browser-compare.png"))


def test_clarification_is_answered_inline(page: Any) -> None:
    page.click("#new-chat")
    before = assistant_count(page)
    send(page, "I need something nice to wear")
    question = wait_for_reply(page, before)
    assert "message-question" in (question.get_attribute("class") or "")
    with page.expect_request("**/api/agent/chat/stream") as request:
        send(page, "A formal dinner party")
    assert request.value.post_data_json.get("session_id", "").startswith("sess_")
    answer = wait_for_reply(page, before + 1)
    assert answer.locator(".item-card").count() >= 1


@contextlib.contextmanager
def throttled(page: Any, bytes_per_s: int = 1500) -> Iterator[None]:
    """A slow download, so an answer is still streaming when the test acts on it (Stop, read aloud)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    conditions = {"offline": False, "latency": 0, "uploadThroughput": -1}
    cdp.send("Network.emulateNetworkConditions", {**conditions, "downloadThroughput": bytes_per_s})
    try:
        yield
    finally:
        cdp.send("Network.emulateNetworkConditions", {**conditions, "downloadThroughput": -1})


def test_stop_ends_the_answer_mid_stream(page: Any) -> None:
    # Throttle the download so the answer trickles in and Stop lands in the middle of it.
    with throttled(page):
        before = assistant_count(page)
        send(page, "Show me casual summer tops")
        page.wait_for_selector(".message-assistant.is-streaming", timeout=15_000)
        assert page.locator("#stop").is_visible()
        with page.expect_request("**/cancel") as cancel:
            page.click("#stop")
        assert cancel.value.method == "POST"
        stopped = wait_for_reply(page, before)
        assert "is-stopped" in (stopped.get_attribute("class") or "")
        assert "Stopped" in stopped.inner_text()
        assert stopped.locator(".item-card").count() == 0
        assert page.locator("#send").is_visible()


def test_a_past_conversation_reloads_from_the_list(page: Any) -> None:
    page.click("#new-chat")
    assert assistant_count(page) == 0
    page.wait_for_selector(".session-open")
    target = page.locator(".session-open", has_text="a navy wool blazer")
    target.first.click()
    page.wait_for_selector(".message-assistant .item-card")
    assert page.locator(".message-user").first.inner_text().strip().startswith("a navy wool blazer")
    assert page.locator("#chat-title").inner_text().strip()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "browser-chat.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(400)  # the drawers slide shut
    page.screenshot(path=str(ARTIFACTS / "browser-chat-phone.png"))
    page.set_viewport_size({"width": 1440, "height": 960})


def test_the_items_are_cards_not_also_a_list_and_a_reload_returns_to_the_conversation(page: Any) -> None:
    page.click("#new-chat")
    before = assistant_count(page)
    send(page, "black leather ankle boots")
    reply = wait_for_reply(page, before)
    assert reply.locator(".item-card").count() >= 1
    assert reply.locator(".message-text ol").count() == 0, "the cards carry the items; no numbered list as well"
    session = page.evaluate("window.location.hash")
    assert session.startswith("#sess_")
    page.reload()
    page.wait_for_selector(".message-assistant .item-card")
    assert page.locator(".message-user").first.inner_text().strip() == "black leather ankle boots"
    assert page.evaluate("window.location.hash") == session


def test_phone_drawers_close_with_escape_and_a_tap_outside(page: Any) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        for toggle, drawer in (("#toggle-sidebar", "#sidebar"), ("#toggle-panel", "#panel")):
            page.click(toggle)
            assert "is-open" in (page.locator(drawer).get_attribute("class") or "")
            page.keyboard.press("Escape")
            assert "is-open" not in (page.locator(drawer).get_attribute("class") or "")
        page.click("#toggle-sidebar")
        page.mouse.click(380, 420)  # the conversation, beside the drawer
        assert "is-open" not in (page.locator("#sidebar").get_attribute("class") or "")
        assert page.locator("#send").get_attribute("aria-label") == "Send"
    finally:
        page.set_viewport_size({"width": 1440, "height": 960})


def test_older_conversations_load_on_request(page: Any, browser_gateway: str) -> None:
    listed = httpx.get(browser_gateway + "/api/agent/sessions", params={"limit": 100}).json()["sessions"]
    with httpx.Client(base_url=browser_gateway, timeout=30) as client:
        for n in range(max(0, 51 - len(listed))):
            assert client.post("/api/agent/chat", json={"message": f"hello number {n}"}).status_code == 200
    page.reload()
    page.wait_for_selector(".session-open")
    page.wait_for_function("() => document.querySelectorAll('.session').length === 50")
    assert page.locator("#sessions-more").is_visible()
    page.click("#sessions-more")
    page.wait_for_function("() => document.querySelectorAll('.session').length > 50")


def test_keyboard_only_use(page: Any) -> None:
    page.click("#new-chat")
    page.keyboard.press("Shift+Tab")
    focused = page.evaluate("document.activeElement.id || document.activeElement.className")
    assert focused  # something visibly focusable precedes the message box
    page.focus("#composer-input")
    before = assistant_count(page)
    page.keyboard.type("What colors suit warm autumn skin tones?")
    page.keyboard.press("Enter")
    wait_for_reply(page, before)
    assert page.evaluate("document.activeElement.id") == "composer-input"


def test_errors_are_shown_kindly(page: Any, settings: Settings) -> None:
    with gateway_running(settings, agent_url=f"http://127.0.0.1:{free_port()}") as broken:
        other = page.context.new_page()
        try:
            other.goto(broken + "/")
            send(other, "a navy wool blazer")
            note = other.locator(".message-assistant .error-note")
            note.wait_for(timeout=15_000)
            assert "catching their breath" in note.inner_text()
            assert note.get_attribute("role") == "alert"
            assert other.locator(".error-note button", has_text="Try again").count() == 1
        finally:
            other.close()


def test_jwt_mode_asks_for_a_token_then_works(
    page: Any, settings: Settings, agent_server_url: str, issuer: tuple[str, Issuer]
) -> None:
    with gateway_running(settings, **jwt_overrides(issuer[0], agent_url=agent_server_url)) as secured:
        other = page.context.new_page()
        try:
            other.goto(secured + "/")
            dialog = other.locator("#signin")
            dialog.wait_for(state="visible", timeout=15_000)
            other.fill("#signin-token", issuer[1].token("user_demo_2"))
            other.click("#signin button[type=submit]")
            other.wait_for_selector("#dna-body .season", timeout=15_000)
            assert other.locator("#dna-body .season").inner_text().strip() == "Cool Winter"
        finally:
            other.close()
