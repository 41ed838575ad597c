// Small DOM helpers: every piece of text goes in as a text node, never as HTML.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function icon(name, label) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("class", "icon");
  if (label) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", label);
  } else svg.setAttribute("aria-hidden", "true");
  const use = document.createElementNS("http://www.w3.org/2000/svg", "use");
  use.setAttribute("href", `icons.svg#${name}`);
  svg.append(use);
  return svg;
}

/** A URL safe to put in src/href: same-origin paths and http(s) only. */
export function safeUrl(url) {
  if (typeof url !== "string" || !url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** "WARM_AUTUMN" -> "Warm Autumn". */
export function titleCase(text) {
  return String(text || "")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

export function money(amount, currency) {
  if (typeof amount !== "number") return null;
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency: currency || "EUR" }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency || ""}`.trim();
  }
}

export function relativeTime(iso) {
  const when = Date.parse(iso);
  if (Number.isNaN(when)) return "";
  const minutes = Math.round((Date.now() - when) / 60000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(when).toLocaleDateString(undefined, { month: "short", day: "numeric" });
}

/** A colour swatch from a hex code or a colour name the browser knows. */
export function swatch(colour, name) {
  const value = colour && (/^#[0-9a-f]{6}$/i.test(colour) || CSS.supports("color", colour)) ? colour : null;
  if (!value) return null;
  const chip = el("span", { class: "swatch", title: name || colour, role: "img", "aria-label": name || colour });
  chip.style.backgroundColor = value;
  return chip;
}
