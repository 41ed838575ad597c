// The chat app: sends a turn, streams the reply, and keeps the side panels current.
import { api, ApiError, setToken } from "./api.js";
import { readEvents } from "./sse.js";
import { assistantMessage, decorate, errorNote, userMessage } from "./render.js";
import { renderSessions, renderStyleDna, StepLog } from "./panels.js";
import { createVoice } from "./voice.js";

const $ = (id) => document.getElementById(id);
const ui = {
  conversation: $("conversation"), welcome: $("welcome"), form: $("composer"), input: $("composer-input"),
  send: $("send"), stop: $("stop"), progress: $("progress"), title: $("chat-title"), count: $("composer-count"),
  sessions: $("session-list"), sessionsEmpty: $("sessions-empty"), sessionsMore: $("sessions-more"), dna: $("dna-body"),
  signin: $("signin"), signinForm: $("signin-form"), signinToken: $("signin-token"),
};
const steps = new StepLog($("step-list"), $("steps-empty"));
const state = { sessionId: null, turn: null, sessions: [] };
const voice = createVoice({
  form: ui.form, input: ui.input, mic: $("mic"), readAloudToggle: $("read-aloud"), progress: ui.progress,
  isBusy: () => Boolean(state.turn),
});

function scrollToEnd() {
  ui.conversation.scrollTop = ui.conversation.scrollHeight;
}

/** A long reply is shown from its beginning (the answer, then its cards), a short one in full. */
function revealReply(node) {
  const top = node.offsetTop - ui.conversation.offsetTop - 16;
  const fits = node.offsetHeight <= ui.conversation.clientHeight;
  ui.conversation.scrollTop = fits ? ui.conversation.scrollHeight : Math.max(0, top - 80);
}

function setBusy(busy) {
  ui.send.hidden = busy;
  ui.stop.hidden = !busy;
  ui.conversation.setAttribute("aria-busy", String(busy));
  if (!busy) ui.progress.textContent = "";
}

function handleAuth(error) {
  if (error instanceof ApiError && error.status === 401 && !ui.signin.open) ui.signin.showModal();
}

async function refreshSessions() {
  try {
    // As many pages as were open before, so a refresh after a turn does not fold the list back to 50.
    const pages = Math.max(1, Math.ceil(state.sessions.length / 50));
    let all = [];
    let more = false;
    for (let page = 0; page < pages; page++) {
      const reply = await api.sessions(page * 50);
      all = all.concat(reply.sessions || []);
      more = Boolean(reply.has_more);
      if (!more) break;
    }
    state.sessions = all;
    ui.sessionsMore.hidden = !more;
    renderSessions(ui.sessions, ui.sessionsEmpty, state.sessions, state.sessionId, { onOpen: openSession, onDelete: deleteSession });
    const current = state.sessions.find((s) => s.id === state.sessionId);
    if (current?.title) ui.title.textContent = current.title;
  } catch (error) {
    handleAuth(error);
  }
}

async function refreshStyleDna() {
  try {
    renderStyleDna(ui.dna, await api.me());
  } catch (error) {
    handleAuth(error);
    ui.dna.replaceChildren(errorNote(error.message));
  }
}

async function sendTurn(message) {
  if (state.turn) return;
  voice.turnStarted();
  ui.welcome.hidden = true;
  const asked = userMessage(message);
  ui.conversation.append(asked);
  const bubble = assistantMessage();
  bubble.node.classList.add("is-streaming");
  ui.conversation.append(bubble.node);
  scrollToEnd();
  steps.reset();
  const turn = { controller: new AbortController(), sessionId: state.sessionId, stopped: false, message };
  state.turn = turn;
  setBusy(true);
  ui.progress.textContent = "Thinking…";
  let finished = false;
  try {
    const response = await api.stream(message, state.sessionId, turn.controller.signal);
    for await (const event of readEvents(response)) {
      steps.onEvent(event);
      if (event.type === "metadata" && event.session_id) {
        turn.sessionId = state.sessionId = event.session_id;
        rememberSession(event.session_id);
      } else if (event.type === "status" && event.message) {
        ui.progress.textContent = event.message;
      } else if (event.type === "node_start" && event.display_name) {
        ui.progress.textContent = `${event.display_name}…`;
      } else if (event.type === "chunk" && event.content) {
        bubble.append(event.content);
        scrollToEnd();
      } else if (event.type === "done") {
        finished = true;
        if (event.session_id) state.sessionId = event.session_id;
        bubble.finish(event.response);
        decorate(bubble, event);
        voice.replyFinished(bubble, true);
        steps.fromSummary(event.metadata);
      } else if (event.type === "error") {
        finished = true;
        bubble.extras.append(errorNote(kindStreamError(event.message), () => retry(message, asked, bubble.node)));
      }
    }
    if (!finished && !turn.stopped) {
      bubble.extras.append(errorNote("The answer was cut short. Try again?", () => retry(message, asked, bubble.node)));
    }
  } catch (error) {
    if (error.name === "AbortError" || turn.stopped) {
      bubble.node.classList.add("is-stopped");
      if (bubble.streamed) bubble.finish();
      bubble.extras.append(errorNote("Stopped. Ask again whenever you like."));
    } else {
      handleAuth(error);
      bubble.extras.append(errorNote(error.message || "Something went wrong — try again.", () => retry(message, asked, bubble.node)));
    }
  } finally {
    bubble.node.classList.remove("is-streaming");
    steps.stopAll(turn.stopped ? "stopped" : "");
    state.turn = null;
    setBusy(false);
    revealReply(bubble.node);
    ui.input.focus();
    refreshSessions();
    if (ui.dna.querySelector(".error-note")) refreshStyleDna();  // the profile failed to load earlier: try again
  }
}

function kindStreamError(message) {
  return message && message.length < 200 ? message : "Something went wrong while answering. Try again?";
}

/** Try a failed turn again in its place: the failed question and answer give way to the new attempt. */
function retry(message, ...failed) {
  if (state.turn) return;
  failed.forEach((node) => node.remove());
  sendTurn(message);
}

async function stopTurn() {
  const turn = state.turn;
  if (!turn) return;
  turn.stopped = true;
  voice.stopSpeaking();
  ui.progress.textContent = "Stopping…";
  turn.controller.abort();
  if (turn.sessionId) {
    try {
      await api.cancel(turn.sessionId);
    } catch {
      /* closing the stream already cancels the turn; the endpoint only makes sure */
    }
  }
}

async function openSession(id) {
  if (state.turn) return;
  try {
    const session = await api.session(id);
    voice.stopSpeaking();
    state.sessionId = session.id;
    rememberSession(session.id);
    ui.title.textContent = session.title || "Conversation";
    ui.welcome.hidden = true;
    ui.conversation.querySelectorAll(".message").forEach((n) => n.remove());
    steps.reset();
    for (const message of session.messages || []) {
      if (message.role === "user") {
        ui.conversation.append(userMessage(message.content));
      } else {
        const bubble = assistantMessage();
        bubble.finish(message.content);
        const meta = message.metadata || {};
        decorate(bubble, { ...meta, metadata: meta, items: meta.items || [], needs_clarification: meta.workflow_status === "awaiting_clarification" });
        if (meta.cancelled || meta.workflow_status === "cancelled") {
          bubble.node.classList.add("is-stopped");
          bubble.extras.append(errorNote("Stopped before the end."));
        } else {
          voice.replyFinished(bubble);
        }
        ui.conversation.append(bubble.node);
      }
    }
    renderSessions(ui.sessions, ui.sessionsEmpty, state.sessions, state.sessionId, { onOpen: openSession, onDelete: deleteSession });
    closeDrawers();
    scrollToEnd();
    ui.input.focus();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      rememberSession(null);  // a link to a conversation that was deleted: start fresh, quietly
      return;
    }
    handleAuth(error);
    ui.conversation.append(errorNote(error.message));
  }
}

async function deleteSession(id) {
  if (!window.confirm("Delete this conversation? This cannot be undone.")) return;
  try {
    await api.deleteSession(id);
    if (id === state.sessionId) newConversation();
  } catch (error) {
    handleAuth(error);
  }
  refreshSessions();
}

function newConversation() {
  if (state.turn) return;
  voice.stopSpeaking();
  state.sessionId = null;
  rememberSession(null);
  closeDrawers();
  ui.conversation.querySelectorAll(".message, .error-note").forEach((n) => n.remove());
  ui.welcome.hidden = false;
  ui.title.textContent = "New conversation";
  steps.reset();
  renderSessions(ui.sessions, ui.sessionsEmpty, state.sessions, null, { onOpen: openSession, onDelete: deleteSession });
  ui.input.focus();
}

/** The open conversation in the address (#sess_…), so a reload or a shared link comes back to it. */
function rememberSession(id) {
  const hash = id ? `#${id}` : "";
  if (window.location.hash !== hash) history.replaceState(null, "", `${window.location.pathname}${window.location.search}${hash}`);
}

function closeDrawers() {
  for (const [button, drawer] of [["toggle-sidebar", "sidebar"], ["toggle-panel", "panel"]]) {
    $(drawer).classList.remove("is-open");
    $(button).setAttribute("aria-expanded", "false");
  }
}

function wireDrawer(buttonId, drawerId) {
  $(buttonId).addEventListener("click", () => {
    const open = !$(drawerId).classList.contains("is-open");
    closeDrawers();
    $(drawerId).classList.toggle("is-open", open);
    $(buttonId).setAttribute("aria-expanded", String(open));
  });
}

// The counter stays out of the way until a message nears the limit (maxlength in index.html).
const COUNT_FROM = 9000;

function composerChanged() {
  ui.input.style.height = "auto";
  ui.input.style.height = `${Math.min(ui.input.scrollHeight, 200)}px`;
  const used = ui.input.value.length;
  ui.count.hidden = used <= COUNT_FROM;
  // Emptied when hidden too: the box's description (aria-describedby) includes it.
  ui.count.textContent = ui.count.hidden ? "" : `${used.toLocaleString()} / ${ui.input.maxLength.toLocaleString()} characters`;
}

ui.form.addEventListener("submit", (event) => {
  event.preventDefault();
  const message = ui.input.value.trim();
  if (!message || state.turn) return;
  ui.input.value = "";
  composerChanged();
  sendTurn(message);
});
ui.input.addEventListener("keydown", (event) => {
  if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
    event.preventDefault();
    ui.form.requestSubmit();
  }
});
ui.input.addEventListener("input", composerChanged);
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  if (document.querySelector(".is-open")) closeDrawers();
  else if (state.turn) stopTurn();
});
// A drawer closes when the user taps anywhere outside it (its own toggle button toggles it).
document.addEventListener("click", (event) => {
  const open = document.querySelector("#sidebar.is-open, #panel.is-open");
  if (open && !open.contains(event.target) && !event.target.closest("#toggle-sidebar, #toggle-panel")) closeDrawers();
});
ui.input.addEventListener("paste", (event) => {
  const pasted = event.clipboardData?.getData("text") || "";
  const room = ui.input.maxLength - (ui.input.value.length - (ui.input.selectionEnd - ui.input.selectionStart));
  if (pasted.length > room) {
    setTimeout(() => {
      ui.count.hidden = false;
      ui.count.textContent = `Cut to ${ui.input.maxLength.toLocaleString()} characters, the most one message can hold.`;
    });
  }
});
ui.stop.addEventListener("click", stopTurn);
ui.sessionsMore.addEventListener("click", async () => {
  try {
    const reply = await api.sessions(state.sessions.length);
    state.sessions = state.sessions.concat(reply.sessions || []);
    ui.sessionsMore.hidden = !reply.has_more;
    renderSessions(ui.sessions, ui.sessionsEmpty, state.sessions, state.sessionId, { onOpen: openSession, onDelete: deleteSession });
  } catch (error) {
    handleAuth(error);
  }
});
$("new-chat").addEventListener("click", newConversation);
document.querySelectorAll("[data-suggest]").forEach((chip) =>
  chip.addEventListener("click", () => sendTurn(chip.dataset.suggest)),
);
ui.signinForm.addEventListener("submit", () => {
  setToken(ui.signinToken.value);
  refreshSessions();
  refreshStyleDna();
});
wireDrawer("toggle-sidebar", "sidebar");
wireDrawer("toggle-panel", "panel");

refreshSessions();
refreshStyleDna();
const linked = window.location.hash.slice(1);
if (/^[A-Za-z0-9_-]{1,128}$/.test(linked)) openSession(linked);
ui.input.focus();
