import { type Navigation, navigationSchema } from "../../../../common/navigation";
import { type PageList, pageListSchema } from "../../../../common/page-list";

/** The page picker's data, fetched once per edit session and parsed with the worker's own schemas. */
export type PickerData = { list: PageList; navigation: Navigation };
let pending: Promise<PickerData> | null = null;

async function getJson<T>(path: string, parse: (value: unknown) => T): Promise<T> {
  const response = await fetch(path, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return parse(await response.json());
}

export function loadPickerData(): Promise<PickerData> {
  pending ??= Promise.all([
    getJson("/api/v1/page/get?includeDrafts=true", (v) => pageListSchema.parse(v)),
    getJson("/api/v1/navigation", (v) => navigationSchema.parse(v)),
  ])
    .then(([list, navigation]) => ({ list, navigation }))
    .catch((error: unknown) => {
      pending = null; // a later try may succeed
      throw error;
    });
  return pending;
}
