import { z } from "zod";
import { honeypotSchema } from "./honeypot";
import { FORM_LANGS, formMessages } from "./texts";
import { type SponsorPackage, SPONSOR_PACKAGE_KEYS, MAX_PERSONS } from "./sponsor-packages";

/** The sponsor form's schema with messages in the locale's language; shared by the browser and the worker. */
export function sponsorFormSchema(locale: string) {
  const m = formMessages(locale);
  const text = (max: number, message = m.required) => z.string({ error: message }).trim().max(max, m.tooLong);
  const required = (max: number, message = m.required) => text(max, message).min(1, message);
  const count = () => z.number({ error: m.personsCount }).int(m.personsCount).min(0, m.personsCount).max(MAX_PERSONS, m.personsMax).default(0);
  const packageFlags = Object.fromEntries(SPONSOR_PACKAGE_KEYS.map((key) => [key, z.boolean({ error: m.invalid }).default(false)]));
  return z
    .object({
      ...(packageFlags as Record<SponsorPackage, z.ZodDefault<z.ZodBoolean>>),
      numberOfPersons: count(),
      personsNames: text(2_000).default(""),
      aspectNumberOfPersons: count(),
      aspectPersonsNames: text(2_000).default(""),
      company: required(200),
      contactName: required(200),
      phone: required(40, m.phone),
      email: text(254, m.email).pipe(z.email({ error: m.email })),
      website: honeypotSchema(),
      lang: z.enum(FORM_LANGS).catch("de"),
    })
    .superRefine((value, ctx) => {
      if (value.numberOfPersons > 0 && !value.personsNames) ctx.addIssue({ code: "custom", path: ["personsNames"], message: m.personsNames });
      if (value.aspectNumberOfPersons > 0 && !value.aspectPersonsNames) ctx.addIssue({ code: "custom", path: ["aspectPersonsNames"], message: m.personsNames });
    });
}
export type SponsorForm = z.output<ReturnType<typeof sponsorFormSchema>>;
