import { Server } from "partyserver";

/** One urban golf game: players and hole scores in SQLite storage, changes broadcast to every participant. */
export class Game extends Server<Env> {
  static options = { hibernate: true };
}
