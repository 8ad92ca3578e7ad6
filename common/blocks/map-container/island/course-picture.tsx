import type { CSSProperties } from "react";
import { ICON_PATHS } from "../../../map/icons";
import type { CoursePicture } from "../../../map/picture";

/**
 * The course as a picture (decision 097): the route and the numbered markers over the frame's neutral background,
 * drawn from the server's HTML before any script runs. The stylesheet turns the picture units into pixels of the
 * frame the way maplibre's fit-bounds does (styles.css, `.course-picture`), so the map replaces it in place.
 * It is decoration for the eyes: screen readers and the keyboard get the stop list and the "Karte bedienen" button.
 */
export function CoursePictureView({ picture, onStart }: { picture: CoursePicture; onStart: () => void }) {
  const { route } = picture;
  return (
    <div
      className="course-picture"
      data-course-picture=""
      aria-hidden="true"
      style={{ "--box-w": picture.width, "--box-h": picture.height } as CSSProperties}
      onPointerDown={onStart}
      onWheel={onStart}
    >
      {route && (
        <svg
          className="course-picture__route"
          aria-hidden="true"
          viewBox={`0 0 ${route.width} ${route.height}`}
          preserveAspectRatio="none"
          style={{ "--dx": route.dx, "--dy": route.dy, "--w": route.width, "--h": route.height } as CSSProperties}
        >
          <path d={route.path} vectorEffect="non-scaling-stroke" />
        </svg>
      )}
      {picture.markers.map((marker) => (
        <span
          key={`${marker.stopIndex}-${marker.dx}-${marker.dy}`}
          className={`map-marker map-marker--${marker.icon} course-picture__marker`}
          data-picture-marker={marker.number}
          style={{ "--dx": marker.dx, "--dy": marker.dy } as CSSProperties}
        >
          {marker.icon !== "default" && (
            <svg viewBox="0 0 16 16" className="map-marker__icon" aria-hidden="true">
              <path d={ICON_PATHS[marker.icon]} fillRule="evenodd" />
            </svg>
          )}
          <span className="map-marker__number">{marker.number}</span>
        </span>
      ))}
    </div>
  );
}
