import type { Dictionary } from "../../common/i18n";
import { CredentialsPanel } from "./credentials-panel";

/** The form a password-protected page shows instead of its content. */
export function PasswordForm({ pageId, path, failed, t }: { pageId: string; path: string; failed: boolean; t: Dictionary }) {
  return (
    <CredentialsPanel
      title={t.protectedTitle}
      text={t.protectedText}
      error={failed ? t.wrongPassword : null}
      action="/api/v1/page/unlock"
      hidden={{ pageId, next: path }}
      submitLabel={t.unlock}
    >
      <label htmlFor="page-password">{t.password}</label>
      <input id="page-password" name="password" type="password" autoComplete="current-password" required />
    </CredentialsPanel>
  );
}
