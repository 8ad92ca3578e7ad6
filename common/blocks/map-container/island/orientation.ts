import { headingOf, type OrientationReading } from "../../../map/orientation";

type OrientationWithPermission = { requestPermission?: () => Promise<"granted" | "denied" | "default"> };

/**
 * Follows the device's compass heading. Where the browser asks for permission (iOS), the request runs at once
 * (call this from the click that located the visitor); a refusal is a warning only. Returns the stop function.
 */
export async function watchHeading(onHeading: (degrees: number) => void): Promise<() => void> {
  const Orientation = (window as unknown as { DeviceOrientationEvent?: OrientationWithPermission }).DeviceOrientationEvent;
  if (!Orientation) return () => {};
  if (typeof Orientation.requestPermission === "function") {
    try {
      const state = await Orientation.requestPermission();
      if (state !== "granted") {
        console.warn("device orientation permission denied");
        return () => {};
      }
    } catch (error) {
      console.warn("device orientation permission denied", error);
      return () => {};
    }
  }
  const type = "ondeviceorientationabsolute" in window ? "deviceorientationabsolute" : "deviceorientation";
  const listener = (event: Event) => {
    const heading = headingOf(event as unknown as OrientationReading);
    if (heading !== null) onHeading(heading);
  };
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}
