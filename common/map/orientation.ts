/** What a deviceorientation event tells about the compass (Safari adds webkitCompassHeading). */
export type OrientationReading = { alpha: number | null; absolute?: boolean; webkitCompassHeading?: number | null };

/** A heading in degrees within 0..360 (0 = north, clockwise). */
export function normaliseHeading(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/**
 * The compass heading from a device orientation reading, or null when the reading is not tied to north:
 * Safari's webkitCompassHeading as is; otherwise an absolute alpha (counter-clockwise from north) turned round.
 */
export function headingOf(reading: OrientationReading): number | null {
  const compass = reading.webkitCompassHeading;
  if (typeof compass === "number" && Number.isFinite(compass)) return normaliseHeading(compass);
  if (reading.absolute && typeof reading.alpha === "number" && Number.isFinite(reading.alpha)) return normaliseHeading(360 - reading.alpha);
  return null;
}
