// npm run bench:presence: the production build served locally with its own state. Ten editors (sockets opened from
// this process with the site's Origin and an editor's session, as a browser sends them) join one page's presence
// room; each in turn selects a block and we time until all nine others are told (p50, p95). Then the ten save one
// field at once, round after round, each based on the version it knows: accepted saves, 409s, and a check that no
// accepted change is lost (the page's audit holds every accepted save). It prints figures and never fails on speed.
import { performance } from "node:perf_hooks";
import { build, QUICK, startServer } from "./server.mjs";

const EDITORS = QUICK ? 3 : Number(process.env.BENCH_PRESENCE_EDITORS ?? 10);
const ROUNDS = QUICK ? 5 : Number(process.env.BENCH_PRESENCE_ROUNDS ?? 200);
const SAVE_ROUNDS = QUICK ? 2 : Number(process.env.BENCH_SAVE_ROUNDS ?? 20);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

build();
const server = await startServer();
try {
  const origin = server.url;
  const login = await fetch(`${origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ email: "editor@optik-seeblick.example", password: "seeblick-demo-2026" }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers.get("set-cookie").split(";")[0];
  const api = async (path, body, method = "POST") => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  };
  const created = await api("/page/add", {
    collectionName: null,
    lang: "de",
    initialMeta: { name: { de: "Presence" }, slug: `presence-${Date.now().toString(36)}` },
    initialGroups: [{ blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Start" } } }] }],
  });
  if (created.status !== 201) throw new Error(`page/add answered ${created.status}`);
  const pageId = created.json.id;
  const site = (await api("/site", undefined, "GET")).json;
  const room = `${site.id}~${pageId}`;

  const editors = await Promise.all(
    Array.from(
      { length: EDITORS },
      () =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(`${origin.replace(/^http/, "ws")}/parties/page-room/${room}`, { headers: { Origin: origin, Cookie: cookie } });
          const editor = { socket, id: "", listeners: new Set() };
          socket.addEventListener("error", () => reject(new Error("room socket error")));
          socket.addEventListener("message", (event) => {
            const message = JSON.parse(String(event.data));
            if (message.type === "welcome") {
              editor.id = message.id;
              resolve(editor);
            }
            for (const listener of editor.listeners) listener(message);
          });
        }),
    ),
  );
  // Selections: editor i selects a fresh id; the time until every other editor's presence shows it.
  const latencies = [];
  for (let round = 0; round < ROUNDS; round++) {
    const sender = editors[round % EDITORS];
    const itemId = `block-${round}`;
    const start = performance.now();
    const told = editors
      .filter((e) => e !== sender)
      .map(
        (e) =>
          new Promise((resolve) => {
            const listener = (message) => {
              if (message.type === "presence" && message.editors.some((p) => p.id === sender.id && p.selection === itemId)) {
                e.listeners.delete(listener);
                resolve(performance.now() - start);
              }
            };
            e.listeners.add(listener);
          }),
      );
    sender.socket.send(JSON.stringify({ type: "select", itemId }));
    latencies.push(...(await Promise.all(told)));
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `presence: ${EDITORS} editors in one room, ${ROUNDS} selections, ${latencies.length} deliveries: p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, max ${latencies.at(-1).toFixed(2)} ms`,
  );

  // Saves: every round all editors save the title at once, each based on the version it knows.
  const groups = (await fetch(`${origin}/de/edit/${pageId}`, { headers: { Cookie: cookie } }).then((r) => r.text())).match(
    /data-item="([^"]+)" data-item-type="field"[^>]*data-item-version="(\d+)"/,
  );
  if (!groups) throw new Error("no field marker with a version on the edit page");
  const fieldId = groups[1];
  const known = editors.map(() => Number(groups[2]));
  let accepted = 0;
  let refused = 0;
  let last = null;
  for (let round = 0; round < SAVE_ROUNDS; round++) {
    const answers = await Promise.all(
      editors.map((_, i) => api("/data", { itemType: "field", linkId: fieldId, version: known[i], data: { content: { de: { text: `r${round} e${i}` } } } })),
    );
    answers.forEach((answer, i) => {
      if (answer.status === 200) {
        accepted++;
        known[i] = answer.json.version;
        last = `r${round} e${i}`;
      } else if (answer.status === 409) {
        refused++;
        known[i] = answer.json.current.version;
      } else throw new Error(`save answered ${answer.status}`);
    });
  }
  const changes = (await api(`/history/changes?pageId=${pageId}`, undefined, "GET")).json.entries.filter(
    (e) => e.itemId === fieldId && e.action === "save",
  ).length;
  const current = (await api(`/history/item?id=${fieldId}`, undefined, "GET")).json;
  const lost = accepted - Math.min(changes, accepted);
  console.log(
    `saves: ${EDITORS} editors x ${SAVE_ROUNDS} rounds on one field = ${EDITORS * SAVE_ROUNDS} saves: ${accepted} accepted, ${refused} refused with 409 (each told the current value), ${lost} accepted changes missing from the audit; final value ${current.value.content.de.text === last ? "is" : "is NOT"} the last accepted save`,
  );
  for (const editor of editors) editor.socket.close();
  if (lost || current.value.content.de.text !== last) process.exitCode = 1;
} finally {
  await server.stop();
}
