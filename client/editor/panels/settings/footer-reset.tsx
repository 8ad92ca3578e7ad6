import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { toast } from "sonner";
import { opticianAnswerSchema } from "../../../../common/content-api";
import { api, apiCall } from "../../api/client";
import { withToast } from "../../saving/toasts";
import { editorStore } from "../../state/store";
import { textsAtom } from "../../i18n/session";
import { versionedSettingsSchema } from "../../saving/change-targets";
import { remember } from "./use-settings";
import { settingsAtom } from "../../state/site";

type Branch = { id: string; name: string };

/**
 * Resets the footer from the business record (editor-side section 7: POST /optician with the branch id): the
 * footer uses the business data again and its own address is cleared. Without branches the server's 'No
 * locations available' shows, an unknown branch 'Branch ID not found', both after 'Fehler beim Zurücksetzen der
 * Fusszeile:'.
 */
export function FooterReset() {
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [branches, setBranches] = useState<Branch[] | null>(null);
  const [branchId, setBranchId] = useState("");
  const [busy, setBusy] = useState(false);
  if (!t) return null;
  const s = t.settingsTexts;
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    withToast({ loading: s.resetting, success: s.reset, error: s.errorReset }, work)
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const reset = async (chosen: string) => {
    const saved = remember(await apiCall(api.optician.$post({ json: { branchId: chosen } }), versionedSettingsSchema));
    editorStore.set(settingsAtom, saved);
    setBranches(null);
  };
  const start = async () => {
    setBusy(true);
    try {
      const { branches: found } = await apiCall(api.optician.$get(), opticianAnswerSchema);
      if (found.length > 1) {
        // Several branches: the editor picks the one whose data the footer takes.
        setBranches(found);
        setBranchId(found[0]!.id);
        setBusy(false);
        return;
      }
      run(() => (found[0] ? reset(found[0].id) : Promise.reject(new Error("No locations available"))));
    } catch (error) {
      // The lookup failed ('No locations available' from the server): same message form as the reset itself.
      toast.error(`${s.errorReset}: ${error instanceof Error ? error.message : String(error)}`);
      console.error(s.errorReset, error);
      setBusy(false);
    }
  };
  if (branches) {
    return (
      <div className="editor-setting">
        <label htmlFor={id}>{s.branch}</label>
        <select id={id} value={branchId} onChange={(event) => setBranchId(event.target.value)}>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
        <button type="button" className="editor-button" disabled={busy} onClick={() => run(() => reset(branchId))}>
          {s.resetFooter}
        </button>
      </div>
    );
  }
  return (
    <button type="button" className="editor-button" disabled={busy} onClick={() => void start()}>
      {s.resetFooter}
    </button>
  );
}
