import type { ReactNode } from "react";

/**
 * The panel of the login and page-password forms: a heading, an optional text, the error as an alert, and a
 * plain HTML form (works without JavaScript) posting to `action` with the given hidden fields.
 */
export function CredentialsPanel({
  title,
  text,
  error,
  action,
  hidden,
  submitLabel,
  children,
}: {
  title: string;
  text?: string;
  error: string | null;
  action: string;
  hidden: Record<string, string | null>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="block">
      <div className="container login">
        <h1>{title}</h1>
        {text && <p>{text}</p>}
        {error && (
          <p className="login__error" role="alert">
            {error}
          </p>
        )}
        <form method="post" action={action} className="login__form">
          {Object.entries(hidden).map(([name, value]) => value !== null && <input key={name} type="hidden" name={name} value={value} />)}
          {children}
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
        </form>
      </div>
    </section>
  );
}
