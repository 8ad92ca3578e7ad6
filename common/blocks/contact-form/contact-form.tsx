import { type FormEvent, useId, useRef, useState } from "react";
import { ANREDEN, CONTACT_ERROR_MS, type ContactTheme, EXISTING_CUSTOMER, THEME_LABELS } from "../../forms/contact-fields";
import { CONTACT_LABELS } from "../../forms/labels";
import { announcement, buttonLabel, type FormLang } from "../../forms/texts";
import { ChoiceGroup, Honeypot, TextArea, TextField } from "../../forms/fields";
import { sendVisitorForm, useFieldErrors, useSubmitState } from "../../forms/use-submit-state";

/** Props from the block: the visitor's language, the themes its options switch on, and an optional title. */
export type ContactFormProps = { lang: FormLang; themes: readonly ContactTheme[]; title?: string };

const EMPTY = {
  anrede: "",
  vorname: "",
  nachname: "",
  strasse: "",
  plz: "",
  ort: "",
  telefon: "",
  email: "",
  dateOfBirth: "",
  existingCustomer: "",
  themes: [] as ContactTheme[],
  bevorzugterTermin: "",
  bevorzugteUhrzeit: "",
  fragenAnmerkungen: "",
  website: "",
};
type Values = typeof EMPTY;
type TextKey = Exclude<keyof Values, "themes" | "website" | "anrede" | "existingCustomer">;
const orUndefined = (value: string) => (value.trim() ? value : undefined);

/** The contact / appointment request form: after success it resets and stays sent; after failure idle again after 3 s. */
export function ContactForm({ lang, themes, title }: ContactFormProps) {
  const t = CONTACT_LABELS[lang];
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  // The schema (and zod) load when the form is first used (a field focused), not with the page.
  const { errors, check, prepare } = useFieldErrors(form, () => import("../../forms/contact").then((schemas) => schemas.contactFormSchema(lang)));
  const { state, show } = useSubmitState();
  const set = (key: keyof Omit<Values, "themes">) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: TextKey, required: boolean, type = "text", autoComplete?: string) => (
    <TextField
      name={key}
      label={t[key]}
      value={values[key]}
      onChange={set(key)}
      error={errors[key]}
      required={required}
      type={type}
      autoComplete={autoComplete}
    />
  );
  const toggleTheme = (theme: ContactTheme, checked: boolean) =>
    setValues((v) => ({ ...v, themes: checked ? [...v.themes, theme] : v.themes.filter((x) => x !== theme) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "loading" || state === "sent") return;
    const body = {
      ...values,
      strasse: orUndefined(values.strasse),
      ort: orUndefined(values.ort),
      dateOfBirth: orUndefined(values.dateOfBirth),
      fragenAnmerkungen: orUndefined(values.fragenAnmerkungen),
      anrede: values.anrede || undefined,
      existingCustomer: values.existingCustomer || undefined,
      lang,
    };
    const data = await check(body);
    if (!data) return;
    show("loading");
    if (await sendVisitorForm("contact", data)) {
      setValues(EMPTY);
      show("sent");
    } else {
      show("error", CONTACT_ERROR_MS);
    }
  };

  const radios = (name: "anrede" | "existingCustomer", options: readonly (keyof typeof t)[]) =>
    options.map((value) => (
      <label key={value} className="form-choice">
        <input type="radio" name={name} value={value} checked={values[name] === value} onChange={() => set(name)(value)} /> {t[value]}
      </label>
    ));

  return (
    <form ref={form} className="form" noValidate onSubmit={submit} onFocus={prepare} data-state={state} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className="form-title">
          {title}
        </h2>
      )}
      <ChoiceGroup name="anrede" label={t.anrede} error={errors.anrede} required>
        {radios("anrede", ANREDEN)}
      </ChoiceGroup>
      <div className="form-row">
        {text("vorname", true, "text", "given-name")}
        {text("nachname", true, "text", "family-name")}
      </div>
      {text("strasse", false, "text", "address-line1")}
      <div className="form-row">
        {text("plz", true, "text", "postal-code")}
        {text("ort", false, "text", "address-level2")}
      </div>
      <div className="form-row">
        {text("telefon", true, "tel", "tel")}
        {text("email", true, "email", "email")}
      </div>
      {text("dateOfBirth", false, "date", "bday")}
      <ChoiceGroup name="existingCustomer" label={t.existingCustomer} error={errors.existingCustomer} required>
        {radios("existingCustomer", EXISTING_CUSTOMER)}
      </ChoiceGroup>
      <ChoiceGroup name="themes" label={t.themes} error={errors.themes} required>
        {themes.map((theme) => (
          <label key={theme} className="form-choice">
            <input
              type="checkbox"
              name="themes"
              value={theme}
              checked={values.themes.includes(theme)}
              onChange={(event) => toggleTheme(theme, event.target.checked)}
            />{" "}
            {THEME_LABELS[lang][theme]}
          </label>
        ))}
      </ChoiceGroup>
      <div className="form-row">
        {text("bevorzugterTermin", true)}
        {text("bevorzugteUhrzeit", true)}
      </div>
      <TextArea
        name="fragenAnmerkungen"
        label={t.fragenAnmerkungen}
        value={values.fragenAnmerkungen}
        onChange={set("fragenAnmerkungen")}
        error={errors.fragenAnmerkungen}
      />
      <Honeypot value={values.website} onChange={set("website")} />
      {errors.website && <p className="form-error">{errors.website}</p>}
      <button type="submit" className="button button--primary" disabled={state === "loading" || state === "sent"}>
        {buttonLabel(lang, state)}
      </button>
      <p className="form-status" role="status" aria-live="polite">
        {announcement(lang, state, t.sent, Object.keys(errors).length > 0)}
      </p>
    </form>
  );
}
