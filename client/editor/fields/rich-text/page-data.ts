import { type Navigation, navigationSchema } from "../../../../common/navigation";
import { type PageList, pageListSchema } from "../../../../common/page-list";
import { apiCall } from "../../api/fetch";

/** The page picker's data (GET /page/get with drafts, GET /navigation), fetched once per edit session. */
export type PickerData = { list: PageList; navigation: Navigation };
let pending: Promise<PickerData> | null = null;

export function loadPickerData(): Promise<PickerData> {
  pending ??= Promise.all([apiCall("/page/get", pageListSchema, { query: { includeDrafts: "true" } }), apiCall("/navigation", navigationSchema)])
    .then(([list, navigation]) => ({ list, navigation }))
    .catch((error: unknown) => {
      pending = null; // a later try may succeed
      throw error;
    });
  return pending;
}
