import { type FormEvent, useState } from "react";
import { BUTTON_LABELS, type FormLang } from "../../common/forms/messages";
import { formatChf, PRICE_PER_ASPECT_PERSON, PRICE_PER_PERSON, SPONSOR_FEEDBACK_MS, SPONSOR_PACKAGE_KEYS, SPONSOR_PACKAGES, type SponsorPackage, sponsorFormSchema, sponsorTotal } from "../../common/forms/sponsor";
import { ChoiceGroup, Honeypot, TextArea, TextField } from "../forms/fields";
import { errorsByField, postForm, useSubmitState } from "../forms/use-submit-state";

export type SponsorFormProps = { lang: FormLang; booked: SponsorPackage[]; closed: boolean };

const LABELS = {
  de: {
    packages: "Pakete",
    hauptsponsor: "Hauptsponsor",
    standprasenz6m: "Standpräsenz 6 m²",
    standprasenz9m: "Standpräsenz 9 m²",
    stehlunch: "Stehlunch (1. Lunch)",
    stehlunch2: "Stehlunch (2. Lunch)",
    nachmittagpause: "Nachmittagspause",
    vormittagspause: "Vormittagspause",
    bookedOut: "ausgebucht",
    numberOfPersons: `Anzahl Personen (CHF ${PRICE_PER_PERSON} pro Person)`,
    personsNames: "Namen der Personen",
    aspectNumberOfPersons: `Teilnahme Aspect (CHF ${PRICE_PER_ASPECT_PERSON} pro Person)`,
    aspectPersonsNames: "Namen der Teilnehmenden",
    company: "Firma",
    contactName: "Kontaktperson",
    phone: "Telefon",
    email: "E-Mail",
    total: "Total",
    sent: "Vielen Dank für Ihre Buchung!",
  },
  fr: {
    packages: "Forfaits",
    hauptsponsor: "Sponsor principal",
    standprasenz6m: "Stand 6 m²",
    standprasenz9m: "Stand 9 m²",
    stehlunch: "Lunch debout (1er lunch)",
    stehlunch2: "Lunch debout (2e lunch)",
    nachmittagpause: "Pause de l'après-midi",
    vormittagspause: "Pause du matin",
    bookedOut: "complet",
    numberOfPersons: `Nombre de personnes (CHF ${PRICE_PER_PERSON} par personne)`,
    personsNames: "Noms des personnes",
    aspectNumberOfPersons: `Participation Aspect (CHF ${PRICE_PER_ASPECT_PERSON} par personne)`,
    aspectPersonsNames: "Noms des participant·es",
    company: "Entreprise",
    contactName: "Personne de contact",
    phone: "Téléphone",
    email: "E-mail",
    total: "Total",
    sent: "Merci pour votre réservation !",
  },
};

const EMPTY = { packages: [] as SponsorPackage[], numberOfPersons: "0", personsNames: "", aspectNumberOfPersons: "0", aspectPersonsNames: "", company: "", contactName: "", phone: "", email: "", website: "" };
type Values = typeof EMPTY;
type TextKey = Exclude<keyof Values, "packages">;
const count = (value: string) => (value.trim() === "" ? 0 : Number(value));

/** The sponsor booking form: packages (some booked out), persons, live total; idle again 2 s after a result. */
export function SponsorForm({ lang, booked, closed }: SponsorFormProps) {
  const t = LABELS[lang];
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { state, show } = useSubmitState();
  const set = (key: TextKey) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const chosen = Object.fromEntries(SPONSOR_PACKAGE_KEYS.map((key) => [key, values.packages.includes(key)])) as Record<SponsorPackage, boolean>;
  const body = { ...chosen, numberOfPersons: count(values.numberOfPersons), aspectNumberOfPersons: count(values.aspectNumberOfPersons), personsNames: values.personsNames, aspectPersonsNames: values.aspectPersonsNames, company: values.company, contactName: values.contactName, phone: values.phone, email: values.email, website: values.website, lang };
  const total = sponsorTotal(body);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (closed) return;
    const parsed = sponsorFormSchema(lang).safeParse(body);
    if (!parsed.success) {
      const found = errorsByField(parsed.error.issues);
      setErrors(found);
      event.currentTarget.querySelector<HTMLElement>(`#field-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    show("loading");
    if (await postForm("/api/v1/aspectSponsorForm", parsed.data)) show("sent", SPONSOR_FEEDBACK_MS, () => setValues(EMPTY));
    else show("error", SPONSOR_FEEDBACK_MS);
  };

  return (
    <form className="form" noValidate onSubmit={submit} data-state={state}>
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
                onChange={(event) => setValues((v) => ({ ...v, packages: event.target.checked ? [...v.packages, key] : v.packages.filter((p) => p !== key) }))}
              />{" "}
              {t[key]} – CHF {formatChf(SPONSOR_PACKAGES[key])}
              {bookedOut && <span className="form-choice__note"> ({t.bookedOut})</span>}
            </label>
          );
        })}
      </ChoiceGroup>
      <div className="form-row">
        <TextField name="numberOfPersons" label={t.numberOfPersons} type="number" min={0} inputMode="numeric" value={values.numberOfPersons} onChange={set("numberOfPersons")} error={errors.numberOfPersons} />
        <TextField name="aspectNumberOfPersons" label={t.aspectNumberOfPersons} type="number" min={0} inputMode="numeric" value={values.aspectNumberOfPersons} onChange={set("aspectNumberOfPersons")} error={errors.aspectNumberOfPersons} />
      </div>
      {count(values.numberOfPersons) > 0 && <TextArea name="personsNames" label={t.personsNames} value={values.personsNames} onChange={set("personsNames")} error={errors.personsNames} required />}
      {count(values.aspectNumberOfPersons) > 0 && <TextArea name="aspectPersonsNames" label={t.aspectPersonsNames} value={values.aspectPersonsNames} onChange={set("aspectPersonsNames")} error={errors.aspectPersonsNames} required />}
      <div className="form-row">
        <TextField name="company" label={t.company} value={values.company} onChange={set("company")} error={errors.company} required autoComplete="organization" />
        <TextField name="contactName" label={t.contactName} value={values.contactName} onChange={set("contactName")} error={errors.contactName} required autoComplete="name" />
      </div>
      <div className="form-row">
        <TextField name="phone" label={t.phone} type="tel" value={values.phone} onChange={set("phone")} error={errors.phone} required autoComplete="tel" />
        <TextField name="email" label={t.email} type="email" value={values.email} onChange={set("email")} error={errors.email} required autoComplete="email" />
      </div>
      <Honeypot value={values.website} onChange={set("website")} />
      <p className="form-total" aria-live="polite">
        {t.total}: <output name="total">CHF {formatChf(total)}</output>
      </p>
      <button type="submit" className="button button--primary" disabled={closed || state === "loading"}>
        {closed ? BUTTON_LABELS[lang].closed : BUTTON_LABELS[lang][state]}
      </button>
      <p className="form-status" role="status" aria-live="polite">
        {state === "sent" ? t.sent : state === "error" ? BUTTON_LABELS[lang].error : ""}
      </p>
    </form>
  );
}
