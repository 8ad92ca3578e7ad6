import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { businessRecordAnswerSchema, businessRecordSchema, hoursIssues } from "../../../../common/business-record";
import { VALIDATION_MESSAGES } from "../../../../common/editor/validation";
import { api, apiCall } from "../../api/client";
import { SHAKE_DELAY_MS, SHAKE_END_MS } from "../../fields/field-error";
import { withToast } from "../../saving/toasts";
import { bootAtom } from "../../state/store";
import { textsAtom } from "../../i18n/session";
import { contactEmailMissingAtom } from "../../state/site";
import { ErrorsContext, Field } from "./field";
import { type BusinessForm as Form, type FormBranch, inputId, moved, newBranch, toForm, toRecord } from "./form-model";
import { HoursEditor } from "./hours-editor";
import { FieldError } from "../field-error";

/** The record's form: business name and contact e-mail, then each branch with its address, contact data and hours. */
export function BusinessForm({ onSaved }: { onSaved: () => void }) {
  const t = useAtomValue(textsAtom);
  const language = useAtomValue(bootAtom)?.language ?? "de";
  const setMissing = useSetAtom(contactEmailMissingAtom);
  const [form, setForm] = useState<Form | null>(null);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shaking, setShaking] = useState(false);
  const [notice, setNotice] = useState<{ key: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    apiCall(api.optician.record.$get({ query: { lang: language } }), businessRecordAnswerSchema).then(
      (record) => {
        setForm(toForm(record));
        setMissing(!record.contactEmail);
      },
      (error: unknown) => {
        console.error("business record", error);
        setFailed(true);
      },
    );
  }, [language, setMissing]);
  if (!t) return null;
  const b = t.businessTexts;
  if (!form) return <p role="status">{failed ? t.panels.errorLoad : t.panels.loading}</p>;

  const setBranch = (index: number, next: Partial<FormBranch>) =>
    setForm({ ...form, branches: form.branches.map((branch, i) => (i === index ? { ...branch, ...next } : branch)) });
  const remove = (index: number) => {
    const branch = form.branches[index];
    if (!branch) return;
    if (form.branches.length === 1) return setNotice({ key: branch.key, text: b.lastBranch });
    // A contact block shows it: say where, and keep it (the server refuses the same).
    if (branch.usedIn.length) return setNotice({ key: branch.key, text: b.usedIn(branch.usedIn.map((use) => use.pageName).join(", ")) });
    setNotice(null);
    setForm({ ...form, branches: form.branches.filter((_, i) => i !== index) });
  };

  /** The messages of an invalid form by input id, in the editor's language (the server checks the same). */
  const problems = (): Record<string, string> => {
    const record = toRecord(form);
    const found: Record<string, string> = {};
    record.branches.forEach((branch, index) => {
      for (const issue of hoursIssues(branch)) found[inputId("business", ["branches", index, ...issue.path])] ??= b.issues[issue.code];
    });
    const parsed = businessRecordSchema.safeParse(record);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      if (issue.code === "custom") continue;
      const last = String(issue.path.at(-1));
      const message =
        last === "email" || last === "contactEmail" ? VALIDATION_MESSAGES.email[language] : last === "website" ? VALIDATION_MESSAGES.url[language] : b.required;
      found[inputId("business", issue.path)] ??= message;
    }
    return found;
  };

  const save = () => {
    const found = problems();
    setErrors(found);
    const ids = Object.keys(found);
    if (ids.length) {
      // Editor-side section 5: the shake class 50 ms after the failed check, removed at 300 ms; focus the first field.
      setTimeout(() => setShaking(true), SHAKE_DELAY_MS);
      setTimeout(() => setShaking(false), SHAKE_END_MS);
      document.getElementById(ids[0] as string)?.focus();
      return;
    }
    setBusy(true);
    withToast({ loading: b.saving, success: b.saved, error: b.errorSave }, () =>
      apiCall(api.optician.record.$put({ query: { lang: language }, json: businessRecordSchema.parse(toRecord(form)) }), businessRecordAnswerSchema),
    )
      .then((record) => {
        setForm(toForm(record));
        setMissing(!record.contactEmail);
        onSaved();
      })
      .catch(() => {})
      .finally(() => setBusy(false));
  };

  return (
    <ErrorsContext.Provider value={{ errors, shaking }}>
      <form
        className="business-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <section className="editor-settings-section">
          <Field id={inputId("business", ["name"])} label={b.businessName} value={form.name} onChange={(name) => setForm({ ...form, name })} />
          <Field
            id={inputId("business", ["contactEmail"])}
            label={t.settingsTexts.contactEmail}
            type="email"
            value={form.contactEmail}
            onChange={(contactEmail) => setForm({ ...form, contactEmail })}
          />
          {!form.contactEmail.trim() && <p className="editor-setting__warning">{t.settingsTexts.contactEmailMissing}</p>}
        </section>
        <h3 className="editor-subtitle">{b.branches}</h3>
        {form.branches.map((branch, index) => {
          const path = (key: string) => inputId("business", ["branches", index, key]);
          const text = (key: "name" | "street" | "streetNumber" | "zip" | "city" | "phone" | "email" | "website" | "googlePlaceId") => ({
            id: path(key),
            value: branch[key],
            onChange: (value: string) => setBranch(index, { [key]: value }),
          });
          return (
            <section key={branch.key} className="editor-settings-section business-branch" aria-labelledby={`${path("title")}`} data-branch={branch.key}>
              <div className="business-branch__head">
                <h4 id={path("title")} className="editor-subtitle">
                  {branch.name.trim() || b.newBranch}
                </h4>
                <div className="business-branch__actions">
                  <button
                    type="button"
                    className="editor-button"
                    disabled={index === 0}
                    onClick={() => setForm({ ...form, branches: moved(form.branches, index, -1) })}
                  >
                    {b.moveUp}
                  </button>
                  <button
                    type="button"
                    className="editor-button"
                    disabled={index === form.branches.length - 1}
                    onClick={() => setForm({ ...form, branches: moved(form.branches, index, 1) })}
                  >
                    {b.moveDown}
                  </button>
                  <button type="button" className="editor-button editor-button--danger" onClick={() => remove(index)}>
                    {b.remove}
                  </button>
                </div>
              </div>
              {notice?.key === branch.key && (
                <p className="editor-setting__warning" role="alert">
                  {notice.text}
                </p>
              )}
              <div className="business-grid">
                <Field label={b.name} {...text("name")} />
                <Field label={b.street} {...text("street")} />
                <Field label={b.streetNumber} size="short" {...text("streetNumber")} />
                <Field label={b.zip} size="short" {...text("zip")} />
                <Field label={b.city} {...text("city")} />
                <Field label={b.phone} type="tel" {...text("phone")} />
                <Field label={b.email} type="email" {...text("email")} />
                <Field label={b.website} type="url" placeholder="https://" {...text("website")} />
                <Field label={b.placeId} {...text("googlePlaceId")} />
              </div>
              <HoursEditor branch={branch} index={index} texts={b} onChange={(next) => setBranch(index, next)} />
            </section>
          );
        })}
        <div className="business-form__foot">
          <button type="button" className="editor-button" onClick={() => setForm({ ...form, branches: [...form.branches, newBranch("")] })}>
            {b.addBranch}
          </button>
          <button type="submit" className="editor-button editor-button--primary" disabled={busy}>
            {b.save}
          </button>
        </div>
        <FieldError error={Object.keys(errors).length > 0 && b.invalid} />
      </form>
    </ErrorsContext.Provider>
  );
}
