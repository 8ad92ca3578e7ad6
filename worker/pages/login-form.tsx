import type { Locale } from "../../common/locales";
import { textsIn } from "../../common/texts-in";
import { CredentialsPanel } from "./credentials-panel";

const TEXTS = {
  de: { title: "Anmelden", email: "E-Mail", password: "Passwort", submit: "Anmelden", error: "E-Mail oder Passwort ist falsch." },
  fr: { title: "Connexion", email: "E-mail", password: "Mot de passe", submit: "Se connecter", error: "E-mail ou mot de passe incorrect." },
};

/** The login page's form: posts to /api/v1/auth/login and returns to `next` (a same-site path). */
export function LoginForm({ locale, next, failed }: { locale: Locale; next: string | null; failed: boolean }) {
  const t = textsIn(TEXTS, locale, "de");
  return (
    <CredentialsPanel title={t.title} error={failed ? t.error : null} action="/api/v1/auth/login" hidden={{ next }} submitLabel={t.submit}>
      <label htmlFor="login-email">{t.email}</label>
      <input id="login-email" name="email" type="email" autoComplete="username" required />
      <label htmlFor="login-password">{t.password}</label>
      <input id="login-password" name="password" type="password" autoComplete="current-password" required />
    </CredentialsPanel>
  );
}
