import { defineIsland } from "../../islands/define";

/** The course map; its maplibre part (island/engine.ts) is a further chunk the map loads itself. */
export const courseMapIsland = defineIsland("courseMap", () => import("./island/course-map").then((m) => m.CourseMap));
