// The conversation: message bubbles, a little safe markdown, item cards and the comparison table.
import { el, icon, money, safeUrl, swatch, titleCase } from "./dom.js";

const SOURCES = {
  commerce: { label: "Shop", cls: "badge-shop" },
  wardrobe: { label: "Your wardrobe", cls: "badge-wardrobe" },
  web: { label: "Web", cls: "badge-web" },
};

export function userMessage(text) {
  return el("article", { class: "message message-user", "aria-label": "You said" }, el("p", { text }));
}

/** An assistant bubble; returns handles to stream text into it and finish it. */
export function assistantMessage() {
  const text = el("div", { class: "message-text" });
  const extras = el("div", { class: "message-extras" });
  const node = el("article", { class: "message message-assistant", "aria-label": "Stylist said" }, text, extras);
  let streamed = "";
  let source = "";
  return {
    node,
    append(chunk) {
      streamed += chunk;
      renderMarkdown(text, streamed);  // formatted as it streams, not raw ** and "1." until the end
      node.classList.add("has-text");
    },
    finish(response) {
      source = response ?? streamed;
      renderMarkdown(text, source);
      node.classList.add("has-text");
    },
    get streamed() {
      return streamed;
    },
    /** The finished reply's markdown, as rendered (read aloud from this, not from the cards). */
    get source() {
      return source;
    },
    extras,
  };
}

const BULLET = /^\s*([-*•]|\d+[.)])\s+/;

/** Paragraphs, bullet lists and **bold** — built as nodes, so nothing from the server runs. */
export function renderMarkdown(target, source) {
  target.replaceChildren();
  let paragraph = null;
  let list = null;
  for (const raw of String(source || "").trim().split("\n")) {
    const line = raw.trim();
    if (!line) {
      paragraph = list = null;
    } else if (BULLET.test(line)) {
      const ordered = /^\d/.test(line);
      if (!list || (list.tagName === "OL") !== ordered) {
        list = el(ordered ? "ol" : "ul");
        target.append(list);
      }
      paragraph = null;
      list.append(el("li", {}, inline(line.replace(BULLET, ""))));
    } else {
      list = null;
      if (paragraph) paragraph.append(el("br"));
      else target.append((paragraph = el("p")));
      paragraph.append(...inline(line.replace(/^#+\s*/, "")));
    }
  }
}

function inline(text) {
  return text.split(/(\*\*[^*]+\*\*)/g).filter(Boolean).map((part) =>
    part.startsWith("**") && part.endsWith("**") ? el("strong", { text: part.slice(2, -2) }) : document.createTextNode(part),
  );
}

export function itemCard(item) {
  const source = SOURCES[item.source] || SOURCES.commerce;
  const image = safeUrl(item.imageUrl);
  const hexes = item.colorHexes || [];
  const names = item.colors || [];
  const swatches = (hexes.length ? hexes : names).map((c, i) => swatch(c, names[i] || c)).filter(Boolean);
  const price = money(item.price, item.currency);
  const link = safeUrl(item.url);
  const title = link && !link.startsWith("/")
    ? el("a", { href: link, target: "_blank", rel: "noopener noreferrer" }, item.name || "Item")
    : item.name || "Item";
  return el(
    "li",
    { class: "item-card" },
    el(
      "div",
      { class: "item-media" },
      image ? el("img", { src: image, alt: item.name || "Item picture", loading: "lazy", width: "240", height: "300", onerror: (e) => e.target.replaceWith(placeholder(item)) }) : placeholder(item),
      el("span", { class: `badge ${source.cls}` }, source.label),
      item.inStock === false && item.source === "commerce" ? el("span", { class: "badge badge-soldout" }, "Sold out") : null,
    ),
    el(
      "div",
      { class: "item-body" },
      el("h3", { class: "item-name" }, title),
      el("p", { class: "item-meta" }, el("span", { class: "item-brand" }, item.brand || ""), price ? el("span", { class: "item-price" }, price) : null),
      swatches.length ? el("div", { class: "swatches", "aria-label": `Colours: ${names.join(", ")}` }, swatches, el("span", { class: "swatch-names" }, names.join(" · "))) : null,
      item.reason ? el("p", { class: "item-reason" }, item.reason) : null,
    ),
  );
}

function placeholder(item) {
  const first = (item.colorHexes || [])[0];
  const art = el("div", { class: "item-placeholder", "aria-hidden": "true" }, (item.subCategory || item.name || "·").slice(0, 1));
  if (first) art.style.backgroundColor = first;
  return art;
}

const FIRST_CARDS = 6;

/** The first few cards, and a button for the rest: twenty cards at once bury the answer. */
export function itemGrid(items) {
  const grid = el("ul", { class: "item-grid", "aria-label": `${items.length} suggested item${items.length === 1 ? "" : "s"}` }, items.slice(0, FIRST_CARDS).map(itemCard));
  if (items.length <= FIRST_CARDS) return grid;
  const more = el("button", { type: "button", class: "button button-quiet show-more" }, `Show ${items.length - FIRST_CARDS} more`);
  more.addEventListener("click", () => {
    const rest = items.slice(FIRST_CARDS).map(itemCard);
    grid.append(...rest);
    more.remove();
    const target = rest[0].querySelector("a") || rest[0].querySelector("h3");
    if (target && target.tagName === "H3") target.tabIndex = -1;  // a heading takes focus only when asked
    target?.focus();
  });
  return el("div", { class: "item-results" }, grid, more);
}

const COMPARE_ROWS = [
  ["Price", (i) => money(i.price, i.currency)],
  ["Brand", (i) => i.brand],
  ["Colours", (i) => (i.colors || []).join(", ")],
  ["Material", (i) => i.material],
  ["Fit", (i) => i.fit],
  ["Formality", (i) => i.formality && titleCase(i.formality)],
  ["Source", (i) => (SOURCES[i.source] || SOURCES.commerce).label],
  ["Palette fit", (i) => (typeof i.palette_fit === "number" ? `${Math.round(i.palette_fit * 100)}%` : null)],
  ["Match", (i) => (typeof i.score === "number" ? `${Math.round(Math.min(1, Math.max(0, i.score)) * 100)}%` : null)],
  ["In stock", (i) => (i.inStock === undefined || i.inStock === null ? null : i.inStock ? "Yes" : "No")],
];

export function comparisonTable(items) {
  const rows = COMPARE_ROWS.filter(([, get]) => items.some((i) => get(i)));
  return el(
    "div",
    { class: "compare-wrap", role: "region", "aria-label": "Comparison", tabindex: "0" },
    el(
      "table",
      { class: "compare" },
      el("caption", {}, "Side by side"),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, el("span", { class: "visually-hidden" }, "Attribute")), items.map((i) => el("th", { scope: "col" }, i.name || "Item")))),
      el("tbody", {}, rows.map(([label, get]) => el("tr", {}, el("th", { scope: "row" }, label), items.map((i) => el("td", {}, get(i) || "—"))))),
    ),
  );
}

/** Items, comparison and clarification hint under an assistant reply. */
export function decorate(bubble, result) {
  const items = Array.isArray(result.items) ? result.items : [];
  const compare = (result.intent || result.metadata?.intent) === "compare";
  // The agent sends compared items as metadata.comparison; older replies only as items.
  const compared = Array.isArray(result.metadata?.comparison) ? result.metadata.comparison : compare ? items : [];
  bubble.extras.replaceChildren();
  if (compared.length > 1) bubble.extras.append(comparisonTable(compared));
  if (items.length) {
    bubble.extras.append(itemGrid(items));
    // The cards carry each item's name, price and reason: the numbered list in the text would say it twice.
    if (!compare) bubble.node.querySelector(".message-text ol")?.remove();
  }
  if (result.needs_clarification || result.workflow_status === "awaiting_clarification") {
    bubble.node.classList.add("message-question");
    bubble.extras.append(el("p", { class: "hint" }, icon("spark"), "Answer below — I'll pick up right where we left off."));
  }
  if (result.blocked && !compare) bubble.node.classList.add("message-blocked");
}

export function errorNote(message, onRetry) {
  return el(
    "div",
    { class: "error-note", role: "alert" },
    el("p", {}, message),
    onRetry ? el("button", { type: "button", class: "button button-quiet", onclick: onRetry }, "Try again") : null,
  );
}
