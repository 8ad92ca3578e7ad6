import { PartySocket } from "partysocket";
import { type PresentEditor, ROOM_PARTY, type RoomClientMessage, roomServerMessageSchema, type SavedItem } from "../../../common/presence/messages";
import { MARKER } from "../../../common/editor/markers";
import { editorStore } from "../state/store";
import { selectionAtom } from "../state/selection";
import { session } from "../i18n/session";
import { othersAtom } from "../state/site";
import { TAB_ID } from "../api/client";

const SELECTED_BY = "data-selected-by";

/** Marks the blocks others have selected (CSS outlines them; the title says who). */
function markSelections(others: PresentEditor[], label: (who: string) => string): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${SELECTED_BY}]`)) {
    element.removeAttribute(SELECTED_BY);
    element.removeAttribute("title");
  }
  for (const other of others) {
    if (!other.selection) continue;
    for (const element of document.querySelectorAll<HTMLElement>(`[${MARKER.id}="${CSS.escape(other.selection)}"]`)) {
      element.setAttribute(SELECTED_BY, other.email);
      element.setAttribute("title", label(other.email));
    }
  }
}

/**
 * Joins the page's presence room (durable-objects/page-room.ts) for as long as edit mode is open: sends this tab's
 * selection, shows the others and their selections, and hands saves made anywhere else (another editor, or another
 * tab of this one: decision 077) to `onSaved`. Returns a leave function.
 */
export function joinRoom(onSaved: (saved: SavedItem) => void): () => void {
  const { boot, t } = session();
  // The page's own scheme: partysocket guesses wss:// for any host but localhost and private addresses, and
  // lausanne.localhost over plain http then fails (ERR_SSL_PROTOCOL_ERROR).
  const protocol = location.protocol === "https:" ? "wss" : "ws";
  const socket = new PartySocket({ host: location.host, protocol, party: ROOM_PARTY, room: boot.room });
  let me = "";
  const send = (message: RoomClientMessage) => socket.send(JSON.stringify(message));
  socket.addEventListener("message", (event) => {
    const parsed = roomServerMessageSchema.safeParse(JSON.parse(String(event.data)));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === "welcome") {
      me = message.id;
      send({ type: "select", itemId: editorStore.get(selectionAtom)?.id ?? null });
    } else if (message.type === "presence") {
      const others = message.editors.filter((e) => e.id !== me);
      editorStore.set(othersAtom, others);
      markSelections(others, t.selectedBy);
    } else if (message.type === "saved" && message.tab !== TAB_ID) onSaved(message);
  });
  const unsubscribe = editorStore.sub(selectionAtom, () => send({ type: "select", itemId: editorStore.get(selectionAtom)?.id ?? null }));
  return () => {
    unsubscribe();
    socket.close();
    editorStore.set(othersAtom, []);
    markSelections([], t.selectedBy);
  };
}
