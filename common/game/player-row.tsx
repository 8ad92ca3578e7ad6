import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Player } from "./game-state";
import { PLAYER_NAME_MAX_LENGTH, renamedPlayerName } from "./player-name";
import { PendingMark } from "./game-parts";
import type { GameLabels } from "./labels";

/** One player on the add-players screen: the name (marked while its change is unconfirmed), rename in place (same or empty name cancels) and remove. */
export function PlayerRow({
  player,
  pending,
  labels,
  onRename,
  onRemove,
}: {
  player: Player;
  pending: boolean;
  labels: GameLabels;
  onRename: (name: string) => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(player.playerName);
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) input.current?.focus();
    else if (returnFocus.current) renameButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const finish = (event?: FormEvent) => {
    event?.preventDefault();
    const name = renamedPlayerName(player.playerName, draft);
    if (name !== null) onRename(name);
    returnFocus.current = true;
    setEditing(false);
  };
  const cancel = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <li className="game-player" data-player-id={player.id}>
      {editing ? (
        <form className="game-player__edit" onSubmit={finish}>
          <input
            ref={input}
            type="text"
            aria-label={labels.newName(player.playerName)}
            maxLength={PLAYER_NAME_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") cancel();
            }}
          />
          <button type="submit" className="button button--primary game-button">
            {labels.save}
          </button>
          <button type="button" className="button game-button" onClick={cancel}>
            {labels.cancel}
          </button>
        </form>
      ) : (
        <>
          <span className="game-player__name">{player.playerName}</span>
          {pending && <PendingMark labels={labels} />}
          <button
            ref={renameButton}
            type="button"
            className="game-icon-button"
            aria-label={labels.rename(player.playerName)}
            onClick={() => {
              setDraft(player.playerName);
              setEditing(true);
            }}
          >
            <span aria-hidden="true">✎</span>
          </button>
          <button type="button" className="game-icon-button" aria-label={labels.remove(player.playerName)} onClick={onRemove}>
            <span aria-hidden="true">✕</span>
          </button>
        </>
      )}
    </li>
  );
}
