// Side panels: the session list, the style DNA card and the agent's steps for the current turn.
import { el, icon, money, relativeTime, swatch, titleCase } from "./dom.js";

export function renderSessions(list, empty, sessions, currentId, { onOpen, onDelete }) {
  list.replaceChildren(
    ...sessions.map((s) =>
      el(
        "li",
        { class: `session${s.id === currentId ? " is-current" : ""}` },
        el(
          "button",
          { type: "button", class: "session-open", title: s.title || "Untitled conversation", "aria-current": s.id === currentId ? "true" : null, onclick: () => onOpen(s.id) },
          el("span", { class: "session-title" }, s.title || "Untitled conversation"),
          el(
            "span",
            { class: "session-meta" },
            [relativeTime(s.updatedAt || s.createdAt), s.messageCount ? `${s.messageCount} messages` : ""].filter(Boolean).join(" · "),
            s.awaitingClarification ? el("span", { class: "pill" }, "needs your answer") : null,
          ),
        ),
        el(
          "button",
          { type: "button", class: "icon-button session-delete", "aria-label": `Delete “${s.title || "conversation"}”`, onclick: () => onDelete(s.id) },
          icon("trash"),
        ),
      ),
    ),
  );
  empty.hidden = sessions.length > 0;
}

function fact(label, value) {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length)) return null;
  return el("div", { class: "fact" }, el("dt", {}, label), el("dd", {}, value));
}

export function renderStyleDna(target, me) {
  const dna = me?.style_dna || {};
  const profile = me?.profile || {};
  const palette = (dna.palette || []).map((c) => swatch(c.hex, c.name)).filter(Boolean);
  const sizes = dna.sizes || {};
  const sizeText = [["Top", sizes.top], ["Bottom", sizes.bottom], ["Shoe", sizes.shoe]]
    .filter(([, v]) => v).map(([k, v]) => `${k} ${v}`).join(" · ");
  const currency = profile.settings?.currency || "EUR";
  const budget = dna.budget_range
    ? `${money(dna.budget_range.min || 0, currency)} – ${dna.budget_range.max ? money(dna.budget_range.max, currency) : "any"}`
    : dna.max_price_per_item ? `up to ${money(dna.max_price_per_item, currency)}` : null;
  if (!dna.color_season && !palette.length && !sizeText) {
    target.replaceChildren(el("p", { class: "muted" }, "No style profile yet — tell me what you like and I'll learn."));
    return;
  }
  const parts = [
    profile.name ? el("p", { class: "dna-name" }, `Styled for ${profile.name}`) : null,
    dna.color_season ? el("p", { class: "season" }, titleCase(dna.color_season)) : null,
    palette.length ? el("div", { class: "palette", role: "group", "aria-label": "Your palette" }, palette) : null,
    el(
      "dl",
      { class: "facts" },
      fact("Undertone", dna.undertone && titleCase(dna.undertone)),
      fact("Contrast", dna.contrast_level && titleCase(dna.contrast_level)),
      fact("Style", dna.archetype && titleCase(dna.archetype)),
      fact("Sizes", sizeText),
      fact("Budget", budget),
      fact("Brands", (dna.favorite_brands || []).join(", ")),
    ),
  ];
  target.replaceChildren(...parts.filter(Boolean));
}

/** The agent's steps for one turn, fed from stream events. */
export class StepLog {
  constructor(list, empty) {
    this.list = list;
    this.empty = empty;
    this.running = new Map();
  }

  reset() {
    this.list.replaceChildren();
    this.running.clear();
    this.empty.hidden = false;
  }

  add(label, detail, kind = "node") {
    this.empty.hidden = true;
    const status = el("span", { class: "step-status", "aria-hidden": "true" }, kind === "tool" ? icon("tool") : el("span", { class: "dot" }));
    const item = el("li", { class: `step step-${kind} is-running` }, status, el("div", {}, el("span", { class: "step-label" }, label), detail ? el("span", { class: "step-detail" }, detail) : null));
    this.list.append(item);
    return item;
  }

  onEvent(event) {
    switch (event.type) {
      case "node_start": {
        const item = this.add(event.display_name || titleCase(event.node));
        this.running.set(event.node, { item, started: performance.now() });
        break;
      }
      case "node_end": {
        const run = this.running.get(event.node);
        if (!run) break;
        run.item.classList.replace("is-running", "is-done");
        const ms = Math.max(1, Math.round(performance.now() - run.started));
        run.item.querySelector(".step-status").replaceChildren(icon("check"));
        run.item.append(el("span", { class: "step-time" }, `${ms} ms`));
        this.running.delete(event.node);
        break;
      }
      case "tool_call": {
        const input = typeof event.input === "string" ? event.input : JSON.stringify(event.input || {});
        this.add(event.tool, input.length > 80 ? `${input.slice(0, 77)}…` : input, "tool").classList.replace("is-running", "is-done");
        break;
      }
      case "items_found":
        this.note(`Found ${event.count} item${event.count === 1 ? "" : "s"}${event.sources?.length ? ` in ${event.sources.join(", ")}` : ""}`);
        break;
      case "analysis":
        this.note(`Decision: ${event.decision}${typeof event.confidence === "number" ? ` (${Math.round(event.confidence * 100)}% sure)` : ""}`);
        break;
      case "intent":
        this.note(`Intent: ${event.intent}`);
        break;
      default:
    }
  }

  note(text) {
    const last = [...this.running.values()].pop()?.item || this.list.lastElementChild;
    if (last) last.querySelector("div").append(el("span", { class: "step-detail" }, text));
  }

  /** The agent's own account of the turn (done.metadata): its step log, tool calls and timings
   * replace what the live events built, which carried no detail. */
  fromSummary(metadata) {
    const steps = metadata?.agent_steps;
    if (!Array.isArray(steps) || !steps.length) return;
    this.list.replaceChildren();
    this.running.clear();
    this.empty.hidden = true;
    for (const step of steps) {
      let label;
      let detail = null;
      if (typeof step === "string") {
        const cut = step.indexOf(": ");
        [label, detail] = cut > 0 ? [step.slice(0, cut), step.slice(cut + 2)] : [step, null];
      } else {
        label = step.display_name || step.agent || step.node || step.name || "Step";
        detail = step.summary || step.detail || step.message || null;
      }
      this.done(this.add(label, detail), null);
    }
    for (const call of metadata.tool_calls || []) {
      const item = this.add(call.tool, call.cached ? "from cache" : null, "tool");
      this.done(item, typeof call.ms === "number" ? call.ms : null);
    }
    const total = metadata.timings?.total;
    if (typeof total === "number") {
      this.list.append(el("li", { class: "step step-total" }, el("span"), el("span", { class: "step-label" }, "Total"), el("span", { class: "step-time" }, `${Math.round(total)} ms`)));
    }
  }

  done(item, ms) {
    item.classList.replace("is-running", "is-done");
    if (!item.classList.contains("step-tool")) item.querySelector(".step-status").replaceChildren(icon("check"));
    if (typeof ms === "number") item.append(el("span", { class: "step-time" }, `${Math.max(1, Math.round(ms))} ms`));
  }

  stopAll(label) {
    for (const { item } of this.running.values()) {
      item.classList.replace("is-running", "is-stopped");
      item.append(el("span", { class: "step-time" }, label));
    }
    this.running.clear();
  }
}
