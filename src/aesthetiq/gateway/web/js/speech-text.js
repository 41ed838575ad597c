// Reply text as a voice should say it: seed 003 reads the answer's first paragraph aloud, so the
// markdown the chat shows (bold, bullets, links, headings) becomes plain sentences here.

// Some voices (Chrome's online ones) fall silent after ~15 s of one utterance: long text goes in pieces.
const UTTERANCE_CHARS = 220;

const BULLET = /^([-*+•]|\d+[.)])\s+/;
const HEADING = /^#{1,6}\s+/;
const RULE = /^(\*{3,}|-{3,}|_{3,}|\|?[\s:|-]*-{3,}[\s:|-]*\|?)$/;

function plainLine(raw) {
  const line = raw.trim();
  if (RULE.test(line)) return "";
  const listed = BULLET.test(line) || HEADING.test(line);
  let text = line
    .replace(HEADING, "")
    .replace(/^>\s?/, "")
    .replace(BULLET, "")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1") // an image: its alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1") // a link: its words, not its address
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, "$1$2")
    .replace(/~~(.+?)~~/g, "$1")
    .replace(/\s+[·|]\s+/g, ", ") // separators a voice would read out as symbols
    .replace(/^\||\|$/g, "")
    .replace(/[*`]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  // A list item or heading is its own sentence: give the voice a pause after it.
  if (listed && text && !/[.!?:;…]$/.test(text)) text += ".";
  return text;
}

/** The reply's first paragraph as plain text for a voice: what seed 003 sends to TTS. A heading on
 * its own is not an answer, so the paragraph after it is read with it. */
export function firstParagraph(markdown) {
  const blocks = String(markdown || "").replace(/\r\n?/g, "\n").trim().split(/\n[ \t]*\n/);
  const spoken = [];
  for (const block of blocks) {
    const lines = block.split("\n").filter((line) => line.trim());
    const text = lines.map(plainLine).filter(Boolean).join(" ");
    if (text) spoken.push(text);
    if (text && !lines.every((line) => HEADING.test(line.trim()))) break;
  }
  return spoken.join(" ");
}

/** Text in utterances of at most UTTERANCE_CHARS, cut between sentences (a longer sentence stays whole). */
export function speechChunks(text) {
  const chunks = [];
  for (const sentence of String(text || "").split(/(?<=[.!?:;])\s+/)) {
    const last = chunks.length - 1;
    if (last >= 0 && chunks[last].length + 1 + sentence.length <= UTTERANCE_CHARS) chunks[last] += ` ${sentence}`;
    else if (sentence) chunks.push(sentence);
  }
  return chunks;
}
