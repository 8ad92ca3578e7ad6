import type { Navigation } from "../../../../common/navigation";
import type { PageList } from "../../../../common/page-list";
import { contentApi } from "../../api/content";

/** The page picker's data (GET /page/get with drafts, GET /navigation), fetched once per edit session. */
export type PickerData = { list: PageList; navigation: Navigation };
let pending: Promise<PickerData> | null = null;

export function loadPickerData(): Promise<PickerData> {
  pending ??= Promise.all([contentApi.pages(), contentApi.navigation()])
    .then(([list, navigation]) => ({ list, navigation }))
    .catch((error: unknown) => {
      pending = null; // a later try may succeed
      throw error;
    });
  return pending;
}
