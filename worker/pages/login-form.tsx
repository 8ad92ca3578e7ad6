import type { Locale } from "../../common/locales";
import { textsIn, type VisitorTexts } from "../../common/texts-in";
import { CredentialsPanel } from "./credentials-panel";

const TEXTS = {
  de: { title: "Anmelden", email: "E-Mail", password: "Passwort", submit: "Anmelden", error: "E-Mail oder Passwort ist falsch." },
  fr: { title: "Connexion", email: "E-mail", password: "Mot de passe", submit: "Se connecter", error: "E-mail ou mot de passe incorrect." },
  it: { title: "Accesso", email: "E-mail", password: "Password", submit: "Accedi", error: "E-mail o password non corretti." },
  rm: { title: "S'annunziar", email: "E-mail", password: "Pled-clav", submit: "S'annunziar", error: "L'e-mail u il pled-clav è fauss." },
  en: { title: "Sign in", email: "Email", password: "Password", submit: "Sign in", error: "Email or password is incorrect." },
  sq: { title: "Hyrja", email: "Email", password: "Fjalëkalimi", submit: "Hyr", error: "Emaili ose fjalëkalimi është i gabuar." },
  sr: { title: "Prijava", email: "E-pošta", password: "Lozinka", submit: "Prijavi se", error: "E-pošta ili lozinka nije ispravna." },
  hr: { title: "Prijava", email: "E-pošta", password: "Lozinka", submit: "Prijavi se", error: "E-pošta ili lozinka nije ispravna." },
  es: {
    title: "Iniciar sesión",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Entrar",
    error: "El correo electrónico o la contraseña no son correctos.",
  },
  pt: { title: "Iniciar sessão", email: "E-mail", password: "Palavra-passe", submit: "Entrar", error: "O e-mail ou a palavra-passe estão incorretos." },
} satisfies VisitorTexts<Record<string, string>>;

/** The login page's form (reached from every footer, so in the ten languages: decision 084): posts to /api/v1/auth/login and returns to `next` (a same-site path). */
export function LoginForm({ locale, next, failed }: { locale: Locale; next: string | null; failed: boolean }) {
  const t = textsIn(TEXTS, locale);
  return (
    <CredentialsPanel title={t.title} error={failed ? t.error : null} action="/api/v1/auth/login" hidden={{ next }} submitLabel={t.submit}>
      <label htmlFor="login-email">{t.email}</label>
      <input id="login-email" name="email" type="email" autoComplete="username" required />
      <label htmlFor="login-password">{t.password}</label>
      <input id="login-password" name="password" type="password" autoComplete="current-password" required />
    </CredentialsPanel>
  );
}
