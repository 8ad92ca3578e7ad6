import { type FormEvent, useId, useRef } from "react";
import { normalizePlayerName, PLAYER_NAME_MAX_LENGTH } from "../../game/player-name";
import type { Locale } from "../../locales";
import { ConnectionStatus } from "../../game/connection-status";
import { GameLoading, NoGame } from "../../game/game-parts";
import { useHydrated } from "../../game/hydrated";
import { newId } from "../../game/ids";
import { gameLabels } from "../../game/labels";
import { gamePath } from "../../game/paths";
import { PlayerRow } from "../../game/player-row";
import { submitChange, useGameId, useGameView } from "../../game/use-game";

export type GamePlayersProps = { locale: Locale };

/** Add players: add, rename and remove, live for everyone in the game; 'Zum Spiel' goes on to the share page. */
export function GamePlayers({ locale }: GamePlayersProps) {
  const labels = gameLabels(locale);
  const hydrated = useHydrated();
  const gameId = useGameId();
  const game = useGameView(gameId);
  const inputId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const remove = (playerId: string) => {
    if (gameId) submitChange(gameId, { type: "deletePlayer", playerId });
    // The row and its buttons are gone: keep the keyboard on the screen, at the name field.
    nameInput.current?.focus();
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = nameInput.current;
    // Until the game is known the button is disabled; whatever is typed stays in the field until it is queued.
    if (!gameId || !input) return;
    const playerName = normalizePlayerName(input.value);
    // Empty names are ignored (spec); the player id is made here, so strokes can be queued for a player added offline.
    if (playerName !== null) submitChange(gameId, { type: "addPlayer", playerId: newId(), playerName });
    input.value = "";
  };

  if (hydrated && !gameId) return <NoGame locale={locale} labels={labels} />;
  // Before the server's first state, the players added here already show (from the queue).
  const players = (game?.state ?? game?.early)?.players ?? [];
  return (
    <div className="game-ui game-players" data-game-id={gameId ?? undefined}>
      <form className="game-players__add" onSubmit={add}>
        <label htmlFor={inputId}>{labels.playerName}</label>
        <span className="game-players__add-row">
          {/* Uncontrolled: a name typed before the island hydrates is kept (a controlled field would be emptied by hydration). */}
          <input
            ref={nameInput}
            id={inputId}
            name="playerName"
            type="text"
            autoComplete="off"
            enterKeyHint="done"
            maxLength={PLAYER_NAME_MAX_LENGTH}
            defaultValue=""
          />
          <button type="submit" className="button button--primary game-button" disabled={!gameId}>
            {labels.addPlayer}
          </button>
        </span>
      </form>
      {/* Room for a usual party of four is kept from the first paint, so the list arriving moves nothing below it. */}
      <div className="game-players__body">
        {!game?.state && <GameLoading labels={labels} />}
        {game?.state && players.length === 0 && <p className="game-empty">{labels.noPlayers}</p>}
        {players.length > 0 && (
          <ul className="game-players__list">
            {players.map((player) => (
              <PlayerRow
                key={player.id}
                player={player}
                pending={game?.pending.players.has(player.id) ?? false}
                labels={labels}
                onRename={(playerName) => gameId && submitChange(gameId, { type: "renamePlayer", playerId: player.id, playerName })}
                onRemove={() => remove(player.id)}
              />
            ))}
          </ul>
        )}
      </div>
      <p className="game-actions">
        <a className="button button--primary game-button game-button--large" href={gamePath(locale, "~share", gameId)}>
          {labels.toGame}
        </a>
      </p>
      {gameId && <ConnectionStatus view={game} labels={labels} />}
    </div>
  );
}
