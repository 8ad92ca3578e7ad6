import type { Locale } from "../../common/locales";

const TEXTS = {
  de: { title: "Anmelden", email: "E-Mail", password: "Passwort", submit: "Anmelden", error: "E-Mail oder Passwort ist falsch." },
  fr: { title: "Connexion", email: "E-mail", password: "Mot de passe", submit: "Se connecter", error: "E-mail ou mot de passe incorrect." },
};

/** The login page's form: posts to /api/v1/auth/login and returns to `next` (a same-site path). */
export function LoginForm({ locale, next, failed }: { locale: Locale; next: string | null; failed: boolean }) {
  const t = locale === "fr" ? TEXTS.fr : TEXTS.de;
  return (
    <section className="block">
      <div className="container login">
        <h1>{t.title}</h1>
        {failed && (
          <p className="login__error" role="alert">
            {t.error}
          </p>
        )}
        <form method="post" action="/api/v1/auth/login" className="login__form">
          {next && <input type="hidden" name="next" value={next} />}
          <label htmlFor="login-email">{t.email}</label>
          <input id="login-email" name="email" type="email" autoComplete="username" required />
          <label htmlFor="login-password">{t.password}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="button button--primary">
            {t.submit}
          </button>
        </form>
      </div>
    </section>
  );
}
