import { type FormEvent, useId, useRef, useState } from "react";
import { SPONSOR_LABELS } from "../../forms/labels";
import { announcement, buttonLabel, type FormLang } from "../../forms/texts";
import { formatChf } from "../../chf";
import { SPONSOR_FEEDBACK_MS, SPONSOR_PACKAGE_KEYS, SPONSOR_PACKAGES, type SponsorPackage, sponsorTotal } from "../../forms/sponsor-packages";
import { ChoiceGroup, Honeypot, TextArea, TextField } from "../../forms/fields";
import { sendVisitorForm, useFieldErrors, useSubmitState } from "../../forms/use-submit-state";

/** Props from the block: the visitor's language, the packages marked fully booked, whether booking is closed, an optional title. */
export type SponsorFormProps = { lang: FormLang; booked: readonly SponsorPackage[]; closed: boolean; title?: string };

const EMPTY = {
  packages: [] as SponsorPackage[],
  numberOfPersons: "0",
  personsNames: "",
  aspectNumberOfPersons: "0",
  aspectPersonsNames: "",
  company: "",
  contactName: "",
  phone: "",
  email: "",
  website: "",
};
type Values = typeof EMPTY;
type TextKey = Exclude<keyof Values, "packages">;
/** A person count as typed: empty is 0; anything else is left to the schema (NaN and fractions are rejected). */
const count = (value: string) => (value.trim() === "" ? 0 : Number(value));

/** The sponsor booking form: packages (some booked out), persons, live total; idle again 2 s after a result. */
export function SponsorForm({ lang, booked, closed, title }: SponsorFormProps) {
  const t = SPONSOR_LABELS[lang];
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  // The schema (and zod) load when the form is first used (a field focused), not with the page.
  const { errors, check, prepare } = useFieldErrors(form, () => import("../../forms/sponsor").then((schemas) => schemas.sponsorFormSchema(lang)));
  const { state, show } = useSubmitState();
  const set = (key: TextKey) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  // A package marked booked out can neither be chosen nor sent, even if it was ticked before the page updated.
  const chosen = Object.fromEntries(SPONSOR_PACKAGE_KEYS.map((key) => [key, values.packages.includes(key) && !booked.includes(key)])) as Record<
    SponsorPackage,
    boolean
  >;
  const body = {
    ...chosen,
    numberOfPersons: count(values.numberOfPersons),
    aspectNumberOfPersons: count(values.aspectNumberOfPersons),
    personsNames: values.personsNames,
    aspectPersonsNames: values.aspectPersonsNames,
    company: values.company,
    contactName: values.contactName,
    phone: values.phone,
    email: values.email,
    website: values.website,
    lang,
  };
  const total = sponsorTotal(body);
  const togglePackage = (key: SponsorPackage, checked: boolean) =>
    setValues((v) => ({ ...v, packages: checked ? [...v.packages, key] : v.packages.filter((p) => p !== key) }));
  const busy = state === "loading" || state === "sent";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (closed || busy) return;
    const data = await check(body);
    if (!data) return;
    show("loading");
    if (await sendVisitorForm("aspectSponsorForm", data)) show("sent", SPONSOR_FEEDBACK_MS, () => setValues(EMPTY));
    else show("error", SPONSOR_FEEDBACK_MS);
  };

  const persons = (key: "numberOfPersons" | "aspectNumberOfPersons") => (
    <TextField name={key} label={t[key]} type="number" min={0} inputMode="numeric" value={values[key]} onChange={set(key)} error={errors[key]} />
  );
  const names = (key: "personsNames" | "aspectPersonsNames", shown: boolean) =>
    shown && <TextArea name={key} label={t[key]} value={values[key]} onChange={set(key)} error={errors[key]} required />;
  const field = (key: "company" | "contactName" | "phone" | "email", type: string, autoComplete: string) => (
    <TextField name={key} label={t[key]} type={type} value={values[key]} onChange={set(key)} error={errors[key]} required autoComplete={autoComplete} />
  );

  return (
    <form ref={form} className="form" noValidate onSubmit={submit} onFocus={prepare} data-state={state} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className="form-title">
          {title}
        </h2>
      )}
      <ChoiceGroup name="packages" label={t.packages}>
        {SPONSOR_PACKAGE_KEYS.map((key) => {
          const bookedOut = booked.includes(key);
          return (
            <label key={key} className={`form-choice${bookedOut ? " form-choice--disabled" : ""}`}>
              <input
                type="checkbox"
                name={key}
                disabled={bookedOut || closed}
                checked={chosen[key]}
                onChange={(event) => togglePackage(key, event.target.checked)}
              />{" "}
              {t[key]} – {formatChf(SPONSOR_PACKAGES[key], 0)}
              {bookedOut && <span className="form-choice__note"> ({t.bookedOut})</span>}
            </label>
          );
        })}
      </ChoiceGroup>
      <div className="form-row">
        {persons("numberOfPersons")}
        {persons("aspectNumberOfPersons")}
      </div>
      {names("personsNames", count(values.numberOfPersons) > 0)}
      {names("aspectPersonsNames", count(values.aspectNumberOfPersons) > 0)}
      <div className="form-row">
        {field("company", "text", "organization")}
        {field("contactName", "text", "name")}
      </div>
      <div className="form-row">
        {field("phone", "tel", "tel")}
        {field("email", "email", "email")}
      </div>
      <Honeypot value={values.website} onChange={set("website")} />
      {errors.website && <p className="form-error">{errors.website}</p>}
      <p className="form-total" aria-live="polite" aria-atomic="true">
        {t.total}: <output name="total">{formatChf(total, 0)}</output>
      </p>
      <button type="submit" className="button button--primary" disabled={closed || busy}>
        {buttonLabel(lang, state, closed)}
      </button>
      <p className="form-status" role="status" aria-live="polite">
        {announcement(lang, state, t.sent, Object.keys(errors).length > 0)}
      </p>
    </form>
  );
}
