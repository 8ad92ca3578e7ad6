import type { Dictionary } from "../../common/i18n";

/** The form a password-protected page shows instead of its content. */
export function PasswordForm({ pageId, path, failed, t }: { pageId: string; path: string; failed: boolean; t: Dictionary }) {
  return (
    <section className="block">
      <div className="container login">
        <h1>{t.protectedTitle}</h1>
        <p>{t.protectedText}</p>
        {failed && (
          <p className="login__error" role="alert">
            {t.wrongPassword}
          </p>
        )}
        <form method="post" action="/api/v1/page/unlock" className="login__form">
          <input type="hidden" name="pageId" value={pageId} />
          <input type="hidden" name="next" value={path} />
          <label htmlFor="page-password">{t.password}</label>
          <input id="page-password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="button button--primary">
            {t.unlock}
          </button>
        </form>
      </div>
    </section>
  );
}
