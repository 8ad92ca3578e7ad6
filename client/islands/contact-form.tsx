import { type FormEvent, useState } from "react";
import { CONTACT_ERROR_MS, type ContactTheme, contactFormSchema, THEME_LABELS } from "../../common/forms/contact";
import { BUTTON_LABELS, type FormLang } from "../../common/forms/messages";
import { ChoiceGroup, Honeypot, TextArea, TextField } from "../forms/fields";
import { errorsByField, postForm, useSubmitState } from "../forms/use-submit-state";

export type ContactFormProps = { lang: FormLang; themes: ContactTheme[] };

const LABELS = {
  de: { anrede: "Anrede", frau: "Frau", herr: "Herr", divers: "Divers", vorname: "Vorname", nachname: "Nachname", strasse: "Strasse", plz: "PLZ", ort: "Ort", telefon: "Telefon", email: "E-Mail", dateOfBirth: "Geburtsdatum", existingCustomer: "Sind Sie bereits Kundin oder Kunde?", ja: "Ja", nein: "Nein", themes: "Worum geht es?", bevorzugterTermin: "Bevorzugter Termin", bevorzugteUhrzeit: "Bevorzugte Uhrzeit", fragenAnmerkungen: "Fragen und Anmerkungen", sent: "Vielen Dank! Ihre Anfrage ist angekommen." },
  fr: { anrede: "Civilité", frau: "Madame", herr: "Monsieur", divers: "Autre", vorname: "Prénom", nachname: "Nom", strasse: "Rue", plz: "NPA", ort: "Localité", telefon: "Téléphone", email: "E-mail", dateOfBirth: "Date de naissance", existingCustomer: "Êtes-vous déjà client·e ?", ja: "Oui", nein: "Non", themes: "De quoi s'agit-il ?", bevorzugterTermin: "Date souhaitée", bevorzugteUhrzeit: "Heure souhaitée", fragenAnmerkungen: "Questions et remarques", sent: "Merci ! Votre demande nous est parvenue." },
};

const EMPTY = { anrede: "", vorname: "", nachname: "", strasse: "", plz: "", ort: "", telefon: "", email: "", dateOfBirth: "", existingCustomer: "", themes: [] as string[], bevorzugterTermin: "", bevorzugteUhrzeit: "", fragenAnmerkungen: "", website: "" };
type Values = typeof EMPTY;
type TextKey = Exclude<keyof Values, "themes">;

/** The contact / appointment request form: after success it resets and stays sent; after failure idle again after 3 s. */
export function ContactForm({ lang, themes }: ContactFormProps) {
  const t = LABELS[lang];
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { state, show } = useSubmitState();
  const set = (key: TextKey) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: TextKey, required: boolean, type = "text", autoComplete?: string) => (
    <TextField name={key} label={t[key as keyof typeof t]} value={values[key]} onChange={set(key)} error={errors[key]} required={required} type={type} autoComplete={autoComplete} />
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const optional = (value: string) => (value.trim() ? value : undefined);
    const body = { ...values, strasse: optional(values.strasse), ort: optional(values.ort), dateOfBirth: optional(values.dateOfBirth), fragenAnmerkungen: optional(values.fragenAnmerkungen), anrede: values.anrede || undefined, existingCustomer: values.existingCustomer || undefined, lang };
    const parsed = contactFormSchema(lang).safeParse(body);
    if (!parsed.success) {
      const found = errorsByField(parsed.error.issues);
      setErrors(found);
      event.currentTarget.querySelector<HTMLElement>(`#field-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    show("loading");
    if (await postForm("/api/v1/contact", parsed.data)) {
      setValues(EMPTY);
      show("sent");
    } else {
      show("error", CONTACT_ERROR_MS);
    }
  };

  return (
    <form className="form" noValidate onSubmit={submit} data-state={state}>
      <ChoiceGroup name="anrede" label={t.anrede} error={errors.anrede} required>
        {(["frau", "herr", "divers"] as const).map((value) => (
          <label key={value} className="form-choice">
            <input type="radio" name="anrede" value={value} checked={values.anrede === value} onChange={() => set("anrede")(value)} /> {t[value]}
          </label>
        ))}
      </ChoiceGroup>
      <div className="form-row">
        {text("vorname", true, "text", "given-name")}
        {text("nachname", true, "text", "family-name")}
      </div>
      {text("strasse", false, "text", "street-address")}
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
        {(["ja", "nein"] as const).map((value) => (
          <label key={value} className="form-choice">
            <input type="radio" name="existingCustomer" value={value} checked={values.existingCustomer === value} onChange={() => set("existingCustomer")(value)} /> {t[value]}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup name="themes" label={t.themes} error={errors.themes} required>
        {themes.map((theme) => (
          <label key={theme} className="form-choice">
            <input
              type="checkbox"
              name="themes"
              value={theme}
              checked={values.themes.includes(theme)}
              onChange={(event) => setValues((v) => ({ ...v, themes: event.target.checked ? [...v.themes, theme] : v.themes.filter((x) => x !== theme) }))}
            />{" "}
            {THEME_LABELS[lang][theme]}
          </label>
        ))}
      </ChoiceGroup>
      <div className="form-row">
        {text("bevorzugterTermin", true)}
        {text("bevorzugteUhrzeit", true)}
      </div>
      <TextArea name="fragenAnmerkungen" label={t.fragenAnmerkungen} value={values.fragenAnmerkungen} onChange={set("fragenAnmerkungen")} error={errors.fragenAnmerkungen} />
      <Honeypot value={values.website} onChange={set("website")} />
      {errors.website && <p className="form-error">{errors.website}</p>}
      <button type="submit" className="button button--primary" disabled={state === "loading" || state === "sent"}>
        {BUTTON_LABELS[lang][state]}
      </button>
      <p className="form-status" role="status" aria-live="polite">
        {state === "sent" ? t.sent : state === "error" ? BUTTON_LABELS[lang].error : ""}
      </p>
    </form>
  );
}
