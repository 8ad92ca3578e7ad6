// npm run bench:game: the production build served locally (as the browser tests start it); participants are
// WebSockets opened from this process (Node's built-in WebSocket, with the site's Origin as a browser sends it).
//  1. 30 participants in one game: how long a score change takes to reach the other 29 (p50, p95).
//  2. 100 games x 8 participants pressing at once, some dropping their socket mid-burst and replaying their
//     unacknowledged changes, some sending changes twice: every total is checked against the count pressed.
// It prints figures and never fails on speed; it exits non-zero when a total is wrong (a lost or doubled change).
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { build, QUICK, startServer } from "./server.mjs";

const LATENCY_CLIENTS = QUICK ? 3 : Number(process.env.BENCH_GAME_CLIENTS ?? 30);
const LATENCY_CHANGES = QUICK ? 10 : Number(process.env.BENCH_GAME_CHANGES ?? 300);
const GAMES = QUICK ? 2 : Number(process.env.BENCH_GAMES ?? 100);
const PER_GAME = QUICK ? 2 : Number(process.env.BENCH_GAME_PLAYERS ?? 8);
const PRESSES = QUICK ? 4 : Number(process.env.BENCH_GAME_PRESSES ?? 24);
const TIMEOUT_MS = 180_000;

/** Socket connections that failed and were tried again (a busy local server refuses some under the burst). */
let retries = 0;
const id = () => randomUUID().replaceAll("-", "").slice(0, 22);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(2)} ms`;

/** One participant: a socket that tracks the rows it was told about, and resolves each change on its answer. */
class Participant {
  rows = new Map();
  answers = new Map();
  onScore = null;
  #waiting = new Map();

  constructor(origin, gameId) {
    this.origin = origin;
    this.gameId = gameId;
  }

  /** Opens the socket and resolves once the game's state has arrived; a failed attempt is retried, as partysocket does. */
  async connect() {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#open();
      } catch (error) {
        if (attempt === 5) throw error;
        retries++;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
  }

  #open() {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${this.origin.replace(/^http/, "ws")}/parties/game/${this.gameId}`, { headers: { Origin: this.origin } });
      this.socket = socket;
      const timer = setTimeout(() => reject(new Error(`no state for game ${this.gameId}`)), TIMEOUT_MS);
      socket.addEventListener("error", () => {
        clearTimeout(timer);
        reject(new Error(`socket error in game ${this.gameId}`));
      });
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data));
        if (message.type === "state") {
          clearTimeout(timer);
          for (const hole of message.holes) this.rows.set(`${hole.playerId}/${hole.pageId}`, hole.score);
          resolve();
        } else if (message.type === "scoreChanged") {
          this.rows.set(`${message.hole.playerId}/${message.hole.pageId}`, message.hole.score);
          this.onScore?.(message.hole);
        } else if (message.type === "ack" || message.type === "error") {
          const outcome = message.type === "ack" ? message.outcome : `error:${message.code}`;
          this.answers.set(message.opId, [...(this.answers.get(message.opId) ?? []), outcome]);
          this.#waiting.get(message.opId)?.(outcome);
          this.#waiting.delete(message.opId);
        }
      });
    });
  }

  /** Sends a change; resolves with its outcome (applied, unchanged, duplicate or an error code). */
  send(change) {
    const answered = new Promise((resolve) => this.#waiting.set(change.opId, resolve));
    this.socket.send(JSON.stringify(change));
    return answered;
  }

  /** Drops the socket the hard way (no goodbye to the changes in flight). */
  drop() {
    this.socket.close();
    this.#waiting.clear();
  }

  close() {
    this.socket.close(1000, "bench done");
  }
}

/**
 * Two holes of the demo course (a game counts strokes only on its course's holes, worker/game-route.ts): read from
 * the first hole page's score card, whose island props list the course.
 */
async function courseHoles(origin) {
  const html = await (await fetch(`${origin}/de/golf/loch-1`)).text();
  const ids = [...new Set([...html.matchAll(/"pageId":"([^"]+)"/g)].map((match) => match[1]))];
  if (ids.length < 2) throw new Error("no course holes on /de/golf/loch-1");
  return { own: ids[0], shared: ids[1] };
}
let holes;

async function createGame(origin, gameId) {
  const response = await fetch(`${origin}/parties/game/${gameId}`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: "{}",
  });
  if (response.status !== 201) throw new Error(`creating game ${gameId} answered ${response.status}`);
}

async function gameState(origin, gameId) {
  const response = await fetch(`${origin}/parties/game/${gameId}`);
  if (!response.ok) throw new Error(`reading game ${gameId} answered ${response.status}`);
  return response.json();
}

/** Part 1: one game, LATENCY_CLIENTS participants; each change is timed until every other participant has it. */
async function latency(origin) {
  const gameId = `bench-latency-${id()}`;
  await createGame(origin, gameId);
  const clients = Array.from({ length: LATENCY_CLIENTS }, () => new Participant(origin, gameId));
  await Promise.all(clients.map((client) => client.connect()));
  const playerIds = clients.map(() => id());
  for (const [index, client] of clients.entries())
    await client.send({ type: "addPlayer", opId: id(), playerId: playerIds[index], playerName: `P${index + 1}` });

  const seen = [];
  const lastSeen = [];
  for (let n = 0; n < LATENCY_CHANGES; n++) {
    const senderIndex = n % clients.length;
    const sender = clients[senderIndex];
    const playerId = playerIds[senderIndex];
    const expected = Math.floor(n / clients.length) + 1;
    const others = clients.filter((client) => client !== sender);
    const start = performance.now();
    const arrivals = others.map(
      (client) =>
        new Promise((resolve) => {
          client.onScore = (hole) => {
            if (hole.playerId === playerId && hole.score === expected) {
              client.onScore = null;
              resolve(performance.now() - start);
            }
          };
        }),
    );
    // A refused change never arrives anywhere: fail with the game's answer instead of waiting for it.
    const answered = sender.send({ type: "scorePlus", opId: id(), playerId, pageId: holes.own }).then((outcome) => {
      if (outcome.startsWith("error")) throw new Error(`the game refused a score change: ${outcome}`);
    });
    const [times] = await Promise.all([Promise.all(arrivals), answered]);
    seen.push(...times);
    lastSeen.push(Math.max(...times));
  }
  for (const client of clients) client.close();
  seen.sort((a, b) => a - b);
  lastSeen.sort((a, b) => a - b);
  return {
    samples: seen.length,
    p50: percentile(seen, 50),
    p95: percentile(seen, 95),
    p99: percentile(seen, 99),
    lastP50: percentile(lastSeen, 50),
    lastP95: percentile(lastSeen, 95),
  };
}

/**
 * Part 2: GAMES x PER_GAME participants press at once. Each presses plus and minus on its own player's hole
 * (one writer, so its end score is known) and plus on the first player's shared hole (many writers, plus only).
 * Every third participant drops its socket halfway, reconnects and replays what was not answered; every fourth
 * sends some changes twice. Then every total is compared with what was pressed.
 */
async function burst(origin) {
  const games = Array.from({ length: GAMES }, () => `bench-burst-${id()}`);
  await Promise.all(games.map((gameId) => createGame(origin, gameId)));
  const participants = games.flatMap((gameId) =>
    Array.from({ length: PER_GAME }, (_, seat) => ({ gameId, seat, playerId: id(), client: new Participant(origin, gameId) })),
  );
  const connectStart = performance.now();
  await Promise.all(participants.map((p) => p.client.connect()));
  const connectMs = performance.now() - connectStart;
  await Promise.all(participants.map((p) => p.client.send({ type: "addPlayer", opId: id(), playerId: p.playerId, playerName: `Seat ${p.seat + 1}` })));
  const firstPlayer = new Map(participants.filter((p) => p.seat === 0).map((p) => [p.gameId, p.playerId]));

  const ackTimes = [];
  let sent = 0;
  let replayed = 0;
  let doubled = 0;
  const pressStart = performance.now();
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`changes still unanswered after ${TIMEOUT_MS} ms: lost`)), TIMEOUT_MS);
  });
  const pressing = Promise.all(
    participants.map(async (p, index) => {
      const changes = [];
      let own = 0;
      for (let i = 0; i < PRESSES; i++) {
        if (i % 3 === 2) changes.push({ type: "scorePlus", opId: id(), playerId: firstPlayer.get(p.gameId), pageId: holes.shared });
        else {
          const minus = i % 4 === 1 && own > 0;
          own += minus ? -1 : 1;
          changes.push({ type: minus ? "scoreMinus" : "scorePlus", opId: id(), playerId: p.playerId, pageId: holes.own });
        }
      }
      p.expectedOwn = own;
      p.sharedPresses = changes.filter((change) => change.pageId === holes.shared).length;
      const unanswered = new Map(changes.map((change) => [change.opId, change]));
      const sendAll = (list) =>
        list.map((change) => {
          const start = performance.now();
          sent++;
          return p.client.send(change).then((outcome) => {
            ackTimes.push(performance.now() - start);
            unanswered.delete(change.opId);
            return outcome;
          });
        });
      const drops = index % 3 === 0;
      const half = drops ? changes.slice(0, PRESSES / 2) : changes;
      const pending = sendAll(half);
      if (index % 4 === 0) {
        for (const change of half.slice(0, 4)) p.client.socket.send(JSON.stringify(change));
        doubled += 4;
      }
      if (!drops) return Promise.all(pending);
      // Drop right after sending: some changes were applied without their ack reaching us.
      p.client.drop();
      await p.client.connect();
      const replay = half.filter((change) => unanswered.has(change.opId));
      replayed += replay.length;
      return Promise.all(sendAll([...replay, ...changes.slice(PRESSES / 2)]));
    }),
  );
  await Promise.race([pressing, timeout]);
  clearTimeout(timer);
  const pressMs = performance.now() - pressStart;
  // Let broadcasts that trail the last ack arrive before comparing every participant's rows.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const wrong = [];
  for (const gameId of games) {
    const state = await gameState(origin, gameId);
    const seats = participants.filter((p) => p.gameId === gameId);
    const score = (playerId, pageId) => state.holes.find((hole) => hole.playerId === playerId && hole.pageId === pageId)?.score ?? 0;
    for (const p of seats) {
      if (score(p.playerId, holes.own) !== p.expectedOwn)
        wrong.push(`${gameId} seat ${p.seat}: own hole ${score(p.playerId, holes.own)}, pressed ${p.expectedOwn}`);
    }
    const sharedExpected = seats.reduce((sum, p) => sum + p.sharedPresses, 0);
    const shared = score(firstPlayer.get(gameId), holes.shared);
    if (shared !== sharedExpected) wrong.push(`${gameId}: shared hole ${shared}, pressed ${sharedExpected}`);
    for (const p of seats) {
      for (const hole of state.holes) {
        const told = p.client.rows.get(`${hole.playerId}/${hole.pageId}`);
        if (told !== hole.score) wrong.push(`${gameId} seat ${p.seat} was told ${told} for ${hole.pageId}, stored ${hole.score}`);
      }
    }
  }
  const outcomes = participants.flatMap((p) => [...p.client.answers.values()].flat());
  const refused = outcomes.filter((outcome) => outcome.startsWith("error")).length;
  const duplicates = outcomes.filter((outcome) => outcome === "duplicate").length;
  for (const p of participants) p.client.close();
  ackTimes.sort((a, b) => a - b);
  return { connectMs, pressMs, sent, replayed, doubled, ackP50: percentile(ackTimes, 50), ackP95: percentile(ackTimes, 95), refused, duplicates, wrong };
}

// BENCH_GAME_URL points the benchmark at a server that is already running (nothing is built or started then).
async function serve() {
  if (process.env.BENCH_GAME_URL) return { url: process.env.BENCH_GAME_URL, stop: async () => {} };
  build();
  return startServer();
}
const server = await serve();
const stop = () => server.stop();
process.on("SIGINT", () => stop().then(() => process.exit(130)));
let failed = false;
try {
  console.log(`\nGame benchmark against ${server.url} (participants are sockets of this process)\n`);
  holes = await courseHoles(server.url);
  const one = await latency(server.url);
  console.log(`1. ${LATENCY_CLIENTS} participants in one game, ${LATENCY_CHANGES} score changes one after another`);
  console.log(
    `   change seen by another participant: p50 ${ms(one.p50)}, p95 ${ms(one.p95)}, p99 ${ms(one.p99)} (${one.samples} deliveries; budget p95 <= 30 ms)`,
  );
  console.log(`   change seen by all ${LATENCY_CLIENTS - 1} others:         p50 ${ms(one.lastP50)}, p95 ${ms(one.lastP95)}\n`);

  const many = await burst(server.url);
  console.log(`2. ${GAMES} games x ${PER_GAME} participants, ${PRESSES} presses each, all at once`);
  console.log(
    `   ${GAMES * PER_GAME} sockets connected in ${many.connectMs.toFixed(0)} ms; ${many.sent} changes sent (${many.replayed} replayed after a dropped socket, ${many.doubled} more sent twice) in ${many.pressMs.toFixed(0)} ms`,
  );
  console.log(
    `   ${((many.sent - many.doubled) / (many.pressMs / 1000)).toFixed(0)} changes/s; answer time under that load: p50 ${ms(many.ackP50)}, p95 ${ms(many.ackP95)}`,
  );
  console.log(`   answered as duplicates (applied before, not again): ${many.duplicates}; refused: ${many.refused}; socket connections retried: ${retries}`);
  if (many.wrong.length > 0 || many.refused > 0) {
    failed = true;
    console.log(`   WRONG: ${many.wrong.length} totals differ from what was pressed:`);
    for (const line of many.wrong.slice(0, 20)) console.log(`     ${line}`);
  } else {
    console.log(`   every total exact: no change lost, none counted twice (${GAMES * (PER_GAME + 1)} totals checked, and every participant's view)`);
  }
  console.log("");
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
