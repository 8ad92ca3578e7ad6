import type { Map as MaplibreMap, Marker } from "maplibre-gl";
import { FIT_BOUNDS, FLY_TO } from "../../../map/constants";
import { boundsOf, type LngLat } from "../../../map/geo";
import { groupingKey, groupLabel, groupNearby, groupWidth, MARKER_SIZE } from "../../../map/groups";
import type { MapTexts } from "../../../map/texts";

type Maplibre = typeof import("maplibre-gl");

/** A marker on the map with its stop's number and index. */
export type PlacedMarker = { marker: Marker; at: LngLat; number: number; stopIndex: number };

/**
 * Keeps the markers apart: whenever the zoom or pitch changes, markers that would overlap on screen are hidden
 * and one group marker ("2–7") stands for them. Choosing a group zooms into its markers (fit-bounds padding,
 * up to the fly-to zoom); a group that no zoom separates (points on the same spot) chooses its first stop.
 * Returns the function that removes the groups and stops listening.
 */
export function keepMarkersApart(
  maplibre: Maplibre,
  map: MaplibreMap,
  placed: readonly PlacedMarker[],
  texts: MapTexts,
  onPick: (stopIndex: number) => void,
): () => void {
  let key = "";
  let groupMarkers: Marker[] = [];

  const zoomInto = (members: PlacedMarker[]) => {
    const bounds = boundsOf(members.map(({ at }) => at));
    const first = members[0];
    if (bounds && map.getZoom() < FLY_TO.zoom - 0.01) map.fitBounds(bounds, { ...FIT_BOUNDS, maxZoom: FLY_TO.zoom });
    else if (first) onPick(first.stopIndex);
  };

  const labelOf = (members: readonly number[]) => groupLabel(members.map((index) => placed[index]?.number ?? 0));
  const update = () => {
    const groups = groupNearby(
      placed.map(({ at }) => map.project(at)),
      (members) => (members.length > 1 ? groupWidth(labelOf(members)) : MARKER_SIZE),
    );
    const next = groupingKey(groups);
    if (next === key) return;
    key = next;
    for (const marker of groupMarkers) marker.remove();
    groupMarkers = [];
    const hidden = new Set<number>();
    for (const group of groups) {
      if (group.length < 2) continue;
      const members = group.flatMap((index) => placed[index] ?? []);
      for (const index of group) hidden.add(index);
      const at: LngLat = [members.reduce((sum, m) => sum + m.at[0], 0) / members.length, members.reduce((sum, m) => sum + m.at[1], 0) / members.length];
      const element = groupElement(labelOf(group), texts);
      element.addEventListener("click", () => zoomInto(members));
      groupMarkers.push(new maplibre.Marker({ element, anchor: "bottom" }).setLngLat(at).addTo(map));
    }
    placed.forEach(({ marker }, index) => {
      const element = marker.getElement();
      element.hidden = hidden.has(index);
      if (element.hidden && marker.getPopup()?.isOpen()) marker.togglePopup();
    });
  };

  update();
  map.on("zoom", update);
  map.on("pitch", update);
  return () => {
    map.off("zoom", update);
    map.off("pitch", update);
    for (const marker of groupMarkers) marker.remove();
  };
}

/** A group marker: a pill with the stop numbers, named for what it does. */
function groupElement(label: string, texts: MapTexts): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "map-marker map-marker--group";
  button.dataset.markerGroup = label;
  button.setAttribute("aria-label", texts.group(label));
  const text = document.createElement("span");
  text.className = "map-marker__number";
  text.textContent = label;
  button.appendChild(text);
  return button;
}
