// Voice, as seed 003 has it: speak a message (mic → transcript → the normal send path) and hear the
// first paragraph of the answer. Both run on the browser's own Web Speech API, so our server never
// receives audio and calls no speech service; where the browser lacks an API its button stays hidden.
import { el } from "./dom.js";
import { firstParagraph, speechChunks } from "./speech-text.js";

const READ_ALOUD_KEY = "aesthetiq.readAloud";
const NOTICE_MS = 8000;
const STOP_GRACE_MS = 3000; // after "stop", the recogniser's last result normally lands within ~1 s
const LISTENING = "Listening — speak now. Press the mic or Escape to stop.";

const RECOGNITION_ERRORS = {
  "not-allowed": "Microphone access was blocked — allow it in the browser's site settings, then press the mic again.",
  "service-not-allowed": "Microphone access was blocked — allow it in the browser's site settings, then press the mic again.",
  "no-speech": "I didn't hear anything — press the mic and speak again, or type your message.",
  "audio-capture": "No microphone was found — connect one or check your sound settings, then press the mic again.",
  network: "Dictation needs your browser's speech service, which couldn't be reached — check your connection or type instead.",
  "language-not-supported": "Dictation isn't available for this language in your browser — type your message instead.",
};
const INSECURE_PAGE = "Dictation needs a secure page — open the app over https (or on localhost) to use the mic.";
const RECOGNITION_FAILED = "Dictation stopped unexpectedly — press the mic to try again, or type your message.";
const SPEECH_BLOCKED = "Your browser blocked reading aloud — press the speaker button on the reply to hear it.";
const SPEECH_FAILED = "I couldn't read the reply aloud — check your device's text-to-speech settings.";

/** The page's language, made regional from the browser's when they agree ("en" + "en-GB" → "en-GB"),
 * so a British user's "colour" is heard and spoken as British English. */
function language() {
  const page = document.documentElement.lang || "";
  const browser = navigator.language || "";
  if (!page) return browser || "en";
  return browser.toLowerCase().startsWith(`${page.toLowerCase()}-`) ? browser : page;
}

/** An icon from the app's sprite (icons.svg). */
function spriteIcon(id) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("class", "icon");
  svg.setAttribute("aria-hidden", "true");
  const use = document.createElementNS("http://www.w3.org/2000/svg", "use");
  use.setAttribute("href", `icons.svg#${id}`);
  svg.append(use);
  return svg;
}

/** Short notices in the chat header's status line: what went wrong and what to do. */
function notices(progress) {
  let shown = "";
  let timer = 0;
  return {
    show(text, { problem = false, sticky = false } = {}) {
      clearTimeout(timer);
      progress.textContent = shown = text;
      progress.classList.toggle("is-notice", problem);
      if (!sticky) timer = setTimeout(() => this.clear(text), NOTICE_MS);
    },
    /** Clears the notice (only `text`, when given) unless the app has written its own progress since. */
    clear(text) {
      if (text && shown !== text) return;
      clearTimeout(timer);
      if (shown && progress.textContent === shown) progress.textContent = "";
      shown = "";
      progress.classList.remove("is-notice");
    },
  };
}

function dictation({ Recognition, form, input, mic, notice, isBusy, beforeListening }) {
  let session = null; // { recognition, base, stopping, timer }

  function show(listening) {
    const label = listening ? "Stop dictating" : "Dictate a message";
    mic.setAttribute("aria-pressed", String(listening));
    mic.setAttribute("aria-label", label);
    mic.title = label;
    mic.classList.toggle("is-listening", listening);
  }

  /** Ends a session once, however it ends (result, error, end event, timeout), so the button never sticks. */
  function finish(current) {
    if (session !== current) return false;
    clearTimeout(current.timer);
    session = null;
    show(false);
    notice.clear(LISTENING);
    return true;
  }

  function quietly(action) {
    try {
      action();
    } catch {
      /* the recogniser has already ended */
    }
  }

  function write(base, heard) {
    input.value = [base, heard].filter(Boolean).join(" ").slice(0, input.maxLength > 0 ? input.maxLength : undefined);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function send() {
    if (!input.value.trim()) return;
    if (isBusy()) notice.show("Your words are in the message box — press Send when this answer finishes.");
    else form.requestSubmit();
  }

  function onResult(current, event) {
    if (session !== current) return;
    let heard = "";
    let final = event.results.length > 0;
    for (let i = 0; i < event.results.length; i++) {
      heard += ` ${event.results[i][0]?.transcript || ""}`;
      final = final && event.results[i].isFinal;
    }
    write(current.base, heard.replace(/\s+/g, " ").trim());
    if (!final) return;
    finish(current);
    quietly(() => current.recognition.stop());
    send();
  }

  function onError(current, event) {
    if (!finish(current) || event.error === "aborted") return;
    const blocked = event.error === "not-allowed" && !window.isSecureContext;
    notice.show(blocked ? INSECURE_PAGE : RECOGNITION_ERRORS[event.error] || RECOGNITION_FAILED, { problem: true });
  }

  function start() {
    beforeListening();
    const current = { recognition: null, base: input.value.trim(), stopping: false, timer: 0 };
    session = current;
    show(true);
    try {
      const recognition = (current.recognition = new Recognition());
      recognition.lang = language();
      recognition.interimResults = true;
      recognition.continuous = false;
      recognition.maxAlternatives = 1;
      recognition.addEventListener("result", (event) => onResult(current, event));
      recognition.addEventListener("error", (event) => onError(current, event));
      recognition.addEventListener("end", () => finish(current));
      recognition.start();
    } catch {
      finish(current);
      notice.show(RECOGNITION_FAILED, { problem: true });
      return;
    }
    if (!isBusy()) notice.show(LISTENING, { sticky: true });
  }

  /** `discard`: Escape — stop now, keep what was heard in the box unsent. Otherwise (the mic pressed
   * again) the recogniser finishes what it heard, and a final result is sent as usual. */
  function stop(discard) {
    const current = session;
    if (!current) return;
    if (discard) {
      finish(current);
      quietly(() => current.recognition?.abort());
      return;
    }
    current.stopping = true;
    show(false);
    notice.clear(LISTENING);
    current.timer = setTimeout(() => finish(current) && quietly(() => current.recognition.abort()), STOP_GRACE_MS);
    try {
      current.recognition.stop();
    } catch {
      finish(current);
    }
  }

  mic.hidden = false;
  show(false);
  mic.addEventListener("click", () => {
    if (session && !session.stopping) return stop(false);
    if (session) stop(true);
    start();
  });
  // Capture phase, so Escape while dictating stops only the dictation, not the answer being written.
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !session || session.stopping) return;
      event.stopPropagation();
      event.preventDefault();
      stop(true);
    },
    true,
  );
  document.addEventListener("visibilitychange", () => document.hidden && stop(true));
}

/** The read-aloud choice, kept per browser; storage can be off (private modes), then it lasts a visit. */
const remembered = {
  get() {
    try {
      return localStorage.getItem(READ_ALOUD_KEY) === "on";
    } catch {
      return false;
    }
  },
  set(on) {
    try {
      localStorage.setItem(READ_ALOUD_KEY, on ? "on" : "off");
    } catch {
      /* not remembered: the toggle still works for this visit */
    }
  },
};

function readAloud({ synth, toggle, notice }) {
  let on = remembered.get();
  let current = null; // { button }: the speech under way, which `stop` or its last utterance ends

  function render() {
    toggle.setAttribute("aria-pressed", String(on));
    toggle.title = on ? "Replies are read aloud — press to turn off" : "Read replies aloud";
  }

  function mark(button, speaking) {
    if (!button) return;
    const label = speaking ? "Stop reading" : "Read this reply aloud";
    button.setAttribute("aria-pressed", String(speaking));
    button.setAttribute("aria-label", label);
    button.title = label;
    button.classList.toggle("is-speaking", speaking);
  }

  function stop() {
    const mine = current;
    current = null;
    if (mine) mark(mine.button, false);
    if (mine || synth.speaking || synth.pending) synth.cancel();
  }

  function speak(text, button) {
    stop();
    const chunks = speechChunks(text);
    if (!chunks.length) return;
    const mine = { button };
    let left = chunks.length;
    const ended = (event) => {
      const failed = event.type === "error" && !["interrupted", "canceled"].includes(event.error);
      if (current !== mine) return;
      left -= 1;
      if (failed) stop();
      else if (left <= 0) {
        current = null;
        mark(button, false);
      }
      if (failed) notice.show(event.error === "not-allowed" ? SPEECH_BLOCKED : SPEECH_FAILED, { problem: true });
    };
    current = mine;
    mark(button, true);
    for (const chunk of chunks) {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = language();
      utterance.addEventListener("end", ended);
      utterance.addEventListener("error", ended);
      synth.speak(utterance);
    }
  }

  /** A speaker button under a finished reply; returns what it reads, or null for a reply without text. */
  function attach(bubble) {
    const text = firstParagraph(bubble.source);
    if (!text) return null;
    const button = el("button", { type: "button", class: "icon-button speak-reply" }, spriteIcon("speaker"));
    mark(button, false);
    button.addEventListener("click", () => (current?.button === button ? stop() : speak(text, button)));
    bubble.node.querySelector(".message-actions")?.remove();
    bubble.node.insertBefore(el("div", { class: "message-actions" }, button), bubble.extras);
    return { text, button };
  }

  toggle.hidden = false;
  render();
  toggle.addEventListener("click", () => {
    on = !on;
    remembered.set(on);
    render();
    if (!on) stop();
  });
  // Some browsers keep talking across a reload or navigation.
  window.addEventListener("pagehide", stop);

  return {
    stop,
    finished(bubble, fresh) {
      const reply = attach(bubble);
      if (reply && fresh && on) speak(reply.text, reply.button);
    },
  };
}

/** Wires the mic button and the read-aloud toggle; each shows only where the browser has its API.
 * The app calls `turnStarted()` when a message is sent, `stopSpeaking()` on Stop and when the
 * conversation changes, and `replyFinished(bubble, fresh)` for each finished assistant reply
 * (`fresh`: it just arrived, so it is read aloud when the toggle is on). */
export function createVoice({ form, input, mic, readAloudToggle, progress, isBusy }) {
  const notice = notices(progress);
  const Recognition = window.SpeechRecognition || window.webkitSpeechRecognition;
  const synth = window.speechSynthesis;
  const speech = synth && window.SpeechSynthesisUtterance ? readAloud({ synth, toggle: readAloudToggle, notice }) : null;
  if (Recognition) {
    // So the mic never hears the speaker.
    dictation({ Recognition, form, input, mic, notice, isBusy, beforeListening: () => speech?.stop() });
  }
  // Escape silences a reply being read (while dictating, dictation takes Escape first).
  document.addEventListener("keydown", (event) => event.key === "Escape" && speech?.stop());
  return {
    turnStarted() {
      notice.clear();
      speech?.stop();
    },
    stopSpeaking() {
      speech?.stop();
    },
    replyFinished(bubble, fresh = false) {
      speech?.finished(bubble, fresh);
    },
  };
}
