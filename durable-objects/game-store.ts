import type { Game, GameState, Hole, Player } from "../common/game/game-state";
import { type CourseHole, DEFAULT_PAR, DEFAULT_SCORING_MODE, scoringModeSchema } from "../common/game/scoring";

// Every fact of a game lives in the object's SQLite storage and nothing only in memory, so a game survives
// eviction, hibernation and restarts. Column names follow the spec (gameName, playerName, pageId, score).
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS game (
    id TEXT PRIMARY KEY, gameName TEXT NOT NULL, createdAt TEXT NOT NULL, scoring TEXT NOT NULL DEFAULT '${DEFAULT_SCORING_MODE}')`,
  `CREATE TABLE IF NOT EXISTS players (
    id TEXT PRIMARY KEY, playerName TEXT NOT NULL, gameId TEXT NOT NULL, createdAt TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS holes (
    id TEXT PRIMARY KEY, playerId TEXT NOT NULL, gameId TEXT NOT NULL, pageId TEXT NOT NULL,
    score INTEGER NOT NULL CHECK (score >= 0), updatedAt TEXT NOT NULL, UNIQUE (gameId, pageId, playerId))`,
  // Operation ids already applied: the at-most-once guarantee for changes replayed from a client's offline queue.
  "CREATE TABLE IF NOT EXISTS applied_operations (opId TEXT PRIMARY KEY, appliedAt TEXT NOT NULL)",
  // The holes of the game's course with their par, given at creation; empty for a game created without a course.
  `CREATE TABLE IF NOT EXISTS course (pageId TEXT PRIMARY KEY, par INTEGER NOT NULL DEFAULT ${DEFAULT_PAR})`,
];

// Columns added after games existed: a game stored before them gets each column (with its default) on its next start.
const ADDED_COLUMNS = [
  { table: "game", column: "scoring", definition: `TEXT NOT NULL DEFAULT '${DEFAULT_SCORING_MODE}'` },
  { table: "course", column: "par", definition: `INTEGER NOT NULL DEFAULT ${DEFAULT_PAR}` },
];

type Row<T> = T & Record<string, SqlStorageValue>;

/** Typed queries over one game's SQLite storage (one Durable Object holds exactly one game). */
export class GameStore {
  readonly #storage: DurableObjectStorage;

  constructor(storage: DurableObjectStorage) {
    this.#storage = storage;
  }

  /** Creates the tables if missing; idempotent, run on every start. */
  migrate(): void {
    for (const statement of SCHEMA) this.#sql.exec(statement);
    for (const { table, column, definition } of ADDED_COLUMNS) {
      const present = this.#sql.exec("SELECT 1 FROM pragma_table_info(?) WHERE name = ?", table, column).toArray().length > 0;
      if (!present) this.#sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    }
  }

  /** Runs `work` atomically: a change and its operation id are stored together or not at all. */
  transaction<T>(work: () => T): T {
    return this.#storage.transactionSync(work);
  }

  /** Remembers the course's holes and their par (at creation), in the course's order. */
  setCourse(holes: readonly CourseHole[]): void {
    for (const { pageId, par } of holes) this.#sql.exec("INSERT OR IGNORE INTO course (pageId, par) VALUES (?, ?)", pageId, par);
  }

  /** The course's holes with their par, in the course's order. */
  course(): CourseHole[] {
    return this.#sql.exec<Row<CourseHole>>("SELECT pageId, par FROM course ORDER BY rowid").toArray();
  }

  /** True when strokes may be counted on this hole: it is on the course, or the game has no course. */
  isHole(pageId: string): boolean {
    const row = this.#sql.exec<{ known: number; total: number }>("SELECT SUM(pageId = ?) AS known, COUNT(*) AS total FROM course", pageId).one();
    return row.total === 0 || Number(row.known) > 0;
  }

  playerCount(): number {
    return this.#sql.exec<{ count: number }>("SELECT COUNT(*) AS count FROM players").one().count;
  }

  /** The game row, or null when this game was never created. */
  game(): Game | null {
    const row = this.#sql.exec<Row<Omit<Game, "scoring"> & { scoring: string }>>("SELECT id, gameName, createdAt, scoring FROM game LIMIT 1").toArray()[0];
    if (!row) return null;
    // A value no mode knows (never written by this code) ranks by strokes rather than failing the game.
    return { ...row, scoring: scoringModeSchema.catch(DEFAULT_SCORING_MODE).parse(row.scoring) };
  }

  /** Creates the game row unless it exists; returns whether it was created. */
  createGame(game: Game): boolean {
    const cursor = this.#sql.exec(
      "INSERT INTO game (id, gameName, createdAt, scoring) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
      game.id,
      game.gameName,
      game.createdAt,
      game.scoring,
    );
    return cursor.rowsWritten > 0;
  }

  /** The full state, or null when the game was never created. */
  state(): GameState | null {
    const game = this.game();
    if (!game) return null;
    const players = this.#sql.exec<Row<Player>>("SELECT id, playerName, gameId, createdAt FROM players ORDER BY createdAt, rowid").toArray();
    const holes = this.#sql.exec<Row<Hole>>("SELECT id, playerId, gameId, pageId, score, updatedAt FROM holes ORDER BY pageId, playerId").toArray();
    return { game, players, holes, course: this.course() };
  }

  player(playerId: string): Player | null {
    const rows = this.#sql.exec<Row<Player>>("SELECT id, playerName, gameId, createdAt FROM players WHERE id = ?", playerId);
    return rows.toArray()[0] ?? null;
  }

  insertPlayer(player: Player): void {
    this.#sql.exec(
      "INSERT INTO players (id, playerName, gameId, createdAt) VALUES (?, ?, ?, ?)",
      player.id,
      player.playerName,
      player.gameId,
      player.createdAt,
    );
  }

  renamePlayer(playerId: string, playerName: string): void {
    this.#sql.exec("UPDATE players SET playerName = ? WHERE id = ?", playerName, playerId);
  }

  /** Deletes the player with their hole rows, so no score is left without its player. */
  deletePlayer(playerId: string): void {
    this.#sql.exec("DELETE FROM holes WHERE playerId = ?", playerId);
    this.#sql.exec("DELETE FROM players WHERE id = ?", playerId);
  }

  hole(playerId: string, pageId: string): Hole | null {
    const rows = this.#sql.exec<Row<Hole>>(
      "SELECT id, playerId, gameId, pageId, score, updatedAt FROM holes WHERE playerId = ? AND pageId = ?",
      playerId,
      pageId,
    );
    return rows.toArray()[0] ?? null;
  }

  /** Writes the score of one (page, player) row, keeping the row's id when it exists. */
  upsertHole(hole: Hole): Hole {
    this.#sql.exec(
      `INSERT INTO holes (id, playerId, gameId, pageId, score, updatedAt) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (gameId, pageId, playerId) DO UPDATE SET score = excluded.score, updatedAt = excluded.updatedAt`,
      hole.id,
      hole.playerId,
      hole.gameId,
      hole.pageId,
      hole.score,
      hole.updatedAt,
    );
    return this.hole(hole.playerId, hole.pageId)!;
  }

  isApplied(opId: string): boolean {
    return this.#sql.exec("SELECT 1 FROM applied_operations WHERE opId = ?", opId).toArray().length > 0;
  }

  recordApplied(opId: string, appliedAt: string): void {
    this.#sql.exec("INSERT INTO applied_operations (opId, appliedAt) VALUES (?, ?)", opId, appliedAt);
  }

  get #sql(): SqlStorage {
    return this.#storage.sql;
  }
}
