"""Voice in the web app (seed 003: mic → transcript → the normal pipeline; the answer's first
paragraph read aloud), end to end in headless Chromium over the real gateway, agent and tools.

The browser's speech engines need a microphone, speakers and (for Chrome's recogniser) Google's
service, none of which a test machine has, so each page gets a scripted `webkitSpeechRecognition`
that the test drives (interim results, a final result, an error) and a spy on
`speechSynthesis.speak`/`cancel` that records what would be said. Everything else is real."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.gateway.test_browser import ARGS, ARTIFACTS, COUNT_TEXT_UPDATES, send, throttled, wait_for_reply

pytestmark = pytest.mark.browser

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"

# A recogniser the test drives: window.__recognitions[-1].say([[text, isFinal], ...]) / .fail(error).
FAKE_RECOGNITION = """
(() => {
  window.__recognitions = [];
  class FakeSpeechRecognition extends EventTarget {
    constructor() {
      super();
      Object.assign(this, { lang: "", interimResults: false, continuous: true, calls: [], ended: false });
      window.__recognitions.push(this);
    }
    start() { this.calls.push("start"); setTimeout(() => this.dispatchEvent(new Event("start"))); }
    stop() { this.calls.push("stop"); this.end(); }
    abort() { this.calls.push("abort"); this.end(); }
    end() {
      if (this.ended) return;
      this.ended = true;
      setTimeout(() => this.dispatchEvent(new Event("end")));
    }
    say(parts) {
      const event = new Event("result");
      event.resultIndex = 0;
      event.results = parts.map(([transcript, isFinal]) => Object.assign([{ transcript, confidence: 0.9 }], { isFinal }));
      this.dispatchEvent(event);
    }
    fail(error) {
      this.dispatchEvent(Object.assign(new Event("error"), { error }));
      this.end();
    }
  }
  window.SpeechRecognition = window.webkitSpeechRecognition = FakeSpeechRecognition;
})();
"""

# Records "speak" and "cancel" in order, and in __said what each speech said (utterances queued
# behind a playing one belong to the same speech). Utterances play until cancelled or __finishSpeech().
SPEECH_SPY = """
(() => {
  window.__speech = [];
  window.__said = [];
  const queue = [];
  const synth = window.speechSynthesis;
  synth.speak = (utterance) => {
    window.__speech.push("speak");
    if (queue.length) window.__said[window.__said.length - 1] += " " + utterance.text;
    else window.__said.push(utterance.text);
    queue.push(utterance);
    if (queue.length === 1) utterance.dispatchEvent(new Event("start"));
  };
  synth.cancel = () => {
    window.__speech.push("cancel");
    for (const utterance of queue.splice(0)) {
      utterance.dispatchEvent(Object.assign(new Event("error"), { error: "interrupted" }));
    }
  };
  window.__finishSpeech = () => {
    while (queue.length) queue.shift().dispatchEvent(new Event("end"));
  };
})();
"""

NO_SPEECH_APIS = """
delete window.SpeechRecognition;
delete window.webkitSpeechRecognition;
delete window.speechSynthesis;
"""

WITH_VOICE = (FAKE_RECOGNITION, SPEECH_SPY)


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def open_app(chromium: Any, browser_gateway: str) -> Iterator[Callable[..., Any]]:
    """Opens the app in a fresh browser profile with the given init scripts; no page may throw."""
    contexts: list[Any] = []
    errors: list[str] = []

    def open_app(*scripts: str) -> Any:
        context = chromium.new_context(viewport={"width": 1440, "height": 960}, locale="en-GB")
        contexts.append(context)
        for script in scripts:
            context.add_init_script(script)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(browser_gateway + "/")
        return page

    yield open_app
    for context in contexts:
        context.close()
    assert not errors, errors


def spoken(page: Any) -> list[str]:
    return list(page.evaluate("window.__said"))


def wait_for_speech(page: Any, count: int) -> str:
    """The `count`th thing said, once it has been."""
    page.wait_for_function("n => window.__said.length >= n", arg=count, timeout=10_000)
    return spoken(page)[count - 1]


def final_reply(stream_body: str) -> str:
    """The reply's markdown as the server sent it: the `done` event of the SSE stream."""
    for block in stream_body.replace("\r\n", "\n").split("\n\n"):
        data = "\n".join(line[5:].lstrip() for line in block.split("\n") if line.startswith("data:"))
        if data and (event := json.loads(data)).get("type") == "done":
            return str(event["response"])
    raise AssertionError("the stream had no done event")


def send_and_capture(page: Any, text: str) -> tuple[Any, str]:
    before = page.locator(".message-assistant").count()
    with page.expect_response("**/api/agent/chat/stream") as response:
        send(page, text)
    wait_for_reply(page, before)
    # nth, not last: the reply keeps its place when later ones arrive.
    return page.locator(".message-assistant").nth(before), final_reply(response.value.text())


def mic_state(page: Any) -> dict[str, Any]:
    mic = page.locator("#mic")
    return {
        "pressed": mic.get_attribute("aria-pressed"),
        "label": mic.get_attribute("aria-label"),
        "listening": "is-listening" in (mic.get_attribute("class") or ""),
    }


IDLE = {"pressed": "false", "label": "Dictate a message", "listening": False}
LISTENING = {"pressed": "true", "label": "Stop dictating", "listening": True}


def test_voice_controls_show_only_where_the_browser_has_the_apis(open_app: Callable[..., Any]) -> None:
    page = open_app(*WITH_VOICE)
    assert page.locator("#mic").is_visible()
    assert mic_state(page) == IDLE
    assert page.locator("#read-aloud").is_visible()
    assert page.locator("#read-aloud").get_attribute("aria-pressed") == "false"
    assert page.locator("#read-aloud").inner_text().strip() == "Read replies aloud"

    bare = open_app(NO_SPEECH_APIS)
    assert bare.evaluate("typeof webkitSpeechRecognition + typeof speechSynthesis") == "undefinedundefined"
    assert bare.locator("#mic").is_hidden()
    assert bare.locator("#read-aloud").is_hidden()
    reply, _ = send_and_capture(bare, "What colors suit warm autumn skin tones?")
    assert reply.locator(".message-text").inner_text().strip()
    assert reply.locator(".speak-reply").count() == 0  # no dead speaker buttons either


def test_dictation_fills_the_box_and_sends_it(open_app: Callable[..., Any]) -> None:
    page = open_app(*WITH_VOICE)
    page.evaluate(COUNT_TEXT_UPDATES)
    page.click("#mic")
    assert mic_state(page) == LISTENING
    recognition = page.evaluate(
        "(({ lang, interimResults }) => ({ lang, interimResults }))(window.__recognitions[0])"
    )
    # The page's language ("en"), in the browser's regional form.
    assert recognition == {"lang": "en-GB", "interimResults": True}
    assert "Listening" in page.locator("#progress").inner_text()
    # The listening indicator: the button fills with the accent colour and pulses.
    assert page.locator("#mic").evaluate("b => getComputedStyle(b).animationName") == "listening"

    page.evaluate("window.__recognitions[0].say([['a navy wool', false]])")
    assert page.input_value("#composer-input") == "a navy wool"
    page.wait_for_timeout(200)  # the button's colour transition settles
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "browser-voice-dictating.png"))
    page.evaluate("window.__recognitions[0].say([['a navy wool blazer', true], [' for the', false]])")
    assert page.input_value("#composer-input") == "a navy wool blazer for the"
    assert page.locator(".message-user").count() == 0  # interim results are never sent

    before = page.locator(".message-assistant").count()
    with page.expect_request("**/api/agent/chat/stream") as request:
        page.evaluate(
            "window.__recognitions[0].say([['a navy wool blazer', true], [' for the office', true]])"
        )
    assert request.value.post_data_json["message"] == "a navy wool blazer for the office"
    reply = wait_for_reply(page, before)
    assert page.locator(".message-user").last.inner_text().strip() == "a navy wool blazer for the office"
    assert page.evaluate("window.__textUpdates") >= 2, "the reply did not stream"
    assert reply.locator(".item-card").count() >= 1
    assert page.input_value("#composer-input") == ""
    assert mic_state(page) == IDLE
    assert page.locator("#mic").evaluate("b => getComputedStyle(b).animationName") == "none"
    assert "Listening" not in page.locator("#progress").inner_text()


def test_the_mic_again_or_escape_stops_listening(open_app: Callable[..., Any]) -> None:
    page = open_app(*WITH_VOICE)
    page.click("#mic")
    page.click("#mic")
    assert mic_state(page) == IDLE
    assert page.evaluate("window.__recognitions[0].calls") == ["start", "stop"]

    page.click("#mic")
    assert mic_state(page) == LISTENING
    page.evaluate("window.__recognitions[1].say([['a linen shirt', false]])")
    page.keyboard.press("Escape")
    assert mic_state(page) == IDLE
    assert page.evaluate("window.__recognitions[1].calls") == ["start", "abort"]
    # What was heard stays in the box to edit; nothing was sent.
    assert page.input_value("#composer-input") == "a linen shirt"
    assert page.locator(".message-user").count() == 0


ERRORS = {
    "not-allowed": "Microphone access was blocked — allow it in the browser's site settings",
    "no-speech": "I didn't hear anything",
    "audio-capture": "No microphone was found",
    "network": "couldn't be reached",
}


def test_recognition_errors_say_what_to_do_and_reset_the_button(open_app: Callable[..., Any]) -> None:
    page = open_app(*WITH_VOICE)
    for n, (error, advice) in enumerate(ERRORS.items()):
        page.click("#mic")
        assert mic_state(page) == LISTENING
        page.evaluate("([n, error]) => window.__recognitions[n].fail(error)", [n, error])
        page.wait_for_function(
            "() => document.getElementById('mic').getAttribute('aria-pressed') === 'false'"
        )
        assert mic_state(page) == IDLE
        progress = page.locator("#progress")
        assert advice in progress.inner_text()
        assert "is-notice" in (progress.get_attribute("class") or "")
    page.click("#mic")  # the button still works after every error
    assert mic_state(page) == LISTENING
    assert page.evaluate("window.__recognitions.length") == len(ERRORS) + 1
    page.keyboard.press("Escape")

    # A recogniser that refuses to start (another tab holds it, say) leaves no listening button behind.
    page.evaluate(
        "() => { webkitSpeechRecognition.prototype.start = () => { throw new DOMException('busy', 'InvalidStateError'); }; }"
    )
    page.click("#mic")
    assert mic_state(page) == IDLE
    assert "Dictation stopped unexpectedly" in page.locator("#progress").inner_text()


def test_read_aloud_speaks_the_first_paragraph_without_markdown(open_app: Callable[..., Any]) -> None:
    page = open_app(*WITH_VOICE)
    page.click("#read-aloud")
    assert page.locator("#read-aloud").get_attribute("aria-pressed") == "true"

    reply, markdown = send_and_capture(page, "a navy wool blazer for the office")
    said = wait_for_speech(page, 1)
    first = markdown.strip().split("\n\n")[0]
    assert "**" in markdown and "**" not in first  # the list with its bold names is not the first paragraph
    assert said == first.strip()
    assert said == reply.locator(".message-text p").first.inner_text().strip()
    for reason in reply.locator(".item-reason").all_inner_texts():
        assert reason.strip() not in said  # item-card text is never read
    button = reply.locator(".speak-reply")
    assert button.get_attribute("aria-pressed") == "true"
    assert button.get_attribute("aria-label") == "Stop reading"
    page.evaluate("window.__finishSpeech()")
    assert button.get_attribute("aria-pressed") == "false"
    assert button.get_attribute("aria-label") == "Read this reply aloud"

    # A compare reply's first paragraph is its bullet list of bold names: read as plain sentences.
    compared, markdown = send_and_capture(page, "compare the first and the second")
    said = wait_for_speech(page, 2)
    first = markdown.strip().split("\n\n")[0]
    names = re.findall(r"\*\*(.+?)\*\*", first)
    assert len(names) >= 2 and re.search(r"^\s*- ", first, re.M)
    assert said.startswith(first.splitlines()[0].strip())
    assert all(name in said for name in names)
    assert not re.search(r"[*#`]|(^|\s)- ", said), said
    assert "\n" not in said
    # Too long for one utterance: it goes in pieces, and the reply counts as being read until the last ends.
    assert len(said) > 220
    assert page.evaluate("window.__speech.length") >= 3  # one utterance for the first reply, 2+ here
    assert compared.locator(".speak-reply").get_attribute("aria-pressed") == "true"
    page.evaluate("window.__finishSpeech()")
    assert compared.locator(".speak-reply").get_attribute("aria-pressed") == "false"


def test_plain_text_and_pieces_for_speech(open_app: Callable[..., Any]) -> None:
    page = open_app(*WITH_VOICE)
    cases = {
        "**Yes** — the [navy blazer](https://x.test/b) suits *you* and `me`.\n\nSecond paragraph.":
            "Yes — the navy blazer suits you and me.",
        "## Your picks\n\n1. **Wool Blazer** (Atelier Nord, €189)\n2. Linen Shirt · white\n\nMore.":
            "Your picks. Wool Blazer (Atelier Nord, €189). Linen Shirt, white.",
        "Here they are:\n- **Coat**: €120 · navy\n- __Scarf__: €30\n\n---": "Here they are: Coat: €120, navy. Scarf: €30.",
        "   \n\n": "",
    }  # fmt: skip
    for markdown, expected in cases.items():
        assert (
            page.evaluate("md => import('/js/speech-text.js').then(m => m.firstParagraph(md))", markdown)
            == expected
        )
    # Long text is spoken in pieces of at most 220 characters, cut between sentences.
    sentence = "Navy suits your warm autumn palette because its depth flatters a golden undertone."
    text = " ".join([sentence] * 6)
    pieces = page.evaluate("t => import('/js/speech-text.js').then(m => m.speechChunks(t))", text)
    assert len(pieces) == 3 and all(len(p) <= 220 and p.endswith(".") for p in pieces)
    assert " ".join(pieces) == text
    assert page.evaluate("t => import('/js/speech-text.js').then(m => m.speechChunks(t))", "x" * 300) == [
        "x" * 300
    ]


def test_sending_stopping_or_dictating_cancels_speech(open_app: Callable[..., Any]) -> None:
    page = open_app(*WITH_VOICE)
    reply, _ = send_and_capture(page, "What colors suit warm autumn skin tones?")
    assert page.evaluate("window.__speech") == []  # read-aloud is off: nothing is said unasked
    reply.locator(".speak-reply").click()
    said = wait_for_speech(page, 1)
    assert said and said == reply.locator(".message-text p").first.inner_text().strip()

    with page.expect_request("**/api/agent/chat/stream"):
        send(page, "a navy wool blazer for the office")
    assert page.evaluate("window.__speech.at(-1)") == "cancel"
    assert reply.locator(".speak-reply").get_attribute("aria-pressed") == "false"
    wait_for_reply(page, 1)
    assert len(spoken(page)) == 1

    reply.locator(".speak-reply").click()
    wait_for_speech(page, 2)
    page.keyboard.press("Escape")
    assert page.evaluate("window.__speech.at(-1)") == "cancel"
    assert reply.locator(".speak-reply").get_attribute("aria-pressed") == "false"

    reply.locator(".speak-reply").click()
    wait_for_speech(page, 3)
    page.click("#mic")
    assert page.evaluate("window.__speech.at(-1)") == "cancel"  # the mic must not hear the speaker
    page.keyboard.press("Escape")
    assert mic_state(page) == IDLE

    # Stop: throttle the download so the answer is still streaming when Stop is pressed.
    with throttled(page):
        send(page, "Show me casual summer tops")
        page.wait_for_selector(".message-assistant.is-streaming", timeout=15_000)
        reply.locator(".speak-reply").click()
        wait_for_speech(page, 4)
        page.click("#stop")
        assert page.evaluate("window.__speech.at(-1)") == "cancel"
        page.wait_for_selector("#send", state="visible", timeout=15_000)


def test_the_read_aloud_choice_survives_a_reload(open_app: Callable[..., Any]) -> None:
    page = open_app(*WITH_VOICE)
    toggle = page.locator("#read-aloud")
    toggle.click()
    page.reload()
    assert toggle.get_attribute("aria-pressed") == "true"
    toggle.click()
    page.reload()
    assert toggle.get_attribute("aria-pressed") == "false"


def test_the_message_box_takes_ten_thousand_characters_and_counts_near_the_end(
    open_app: Callable[..., Any],
) -> None:
    page = open_app(*WITH_VOICE)
    box = page.locator("#composer-input")
    counter = page.locator("#composer-count")
    assert box.get_attribute("maxlength") == "10000"
    box.fill("a" * 9000)
    assert counter.is_hidden()
    box.fill("a" * 9001)
    assert counter.is_visible()
    assert counter.inner_text().strip() == "9,001 / 10,000 characters"
    box.fill("b" * 12_000)
    assert page.input_value("#composer-input") == "b" * 10_000
    assert counter.inner_text().strip() == "10,000 / 10,000 characters"
    box.fill("short")
    assert counter.is_hidden()
    assert counter.text_content() == ""  # it is part of the box's description: no stale count
