// Calls to the gateway. Errors become ApiError with a message a person can act on.

const TOKEN_KEY = "aesthetiq.token";

export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

export function setToken(token) {
  if (token) sessionStorage.setItem(TOKEN_KEY, token.trim());
  else sessionStorage.removeItem(TOKEN_KEY);
}

function headers(json) {
  const h = {};
  if (json) h["Content-Type"] = "application/json";
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

async function kindError(response) {
  let detail = "";
  try {
    const body = await response.json();
    detail = typeof body.detail === "string" ? body.detail : "";
  } catch {
    /* not JSON: fall back to the status */
  }
  const retry = response.headers.get("Retry-After");
  const messages = {
    401: "Please sign in to keep chatting.",
    404: "That conversation no longer exists.",
    413: "That message is a little long — try saying it in fewer words.",
    422: detail && !detail.startsWith("[") ? detail : "I couldn't read that request — try rephrasing.",
    429: `You're going quickly! Give me ${retry || "a few"} second${retry === "1" ? "" : "s"} and try again.`,
    503: "Your stylist is catching their breath. Try again in a moment.",
    504: "That took longer than it should. Try again?",
  };
  return new ApiError(messages[response.status] || detail || "Something went wrong — try again.", response.status);
}

export async function request(method, path, body, { signal } = {}) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error.name === "AbortError") throw error;
    throw new ApiError("I can't reach the server. Check your connection and try again.", 0);
  }
  if (!response.ok) throw await kindError(response);
  return response;
}

export async function getJson(path) {
  const response = await request("GET", path);
  return response.json();
}

export const api = {
  sessions: (offset = 0) => getJson(`/api/agent/sessions?limit=50&offset=${offset}`),
  session: (id) => getJson(`/api/agent/sessions/${encodeURIComponent(id)}`),
  deleteSession: (id) => request("DELETE", `/api/agent/sessions/${encodeURIComponent(id)}`),
  me: () => getJson("/api/agent/me"),
  cancel: (id) => request("POST", `/api/agent/chat/${encodeURIComponent(id)}/cancel`, {}),
  stream: (message, sessionId, signal) =>
    request("POST", "/api/agent/chat/stream", { message, session_id: sessionId || undefined }, { signal }),
};
