import { fieldLines } from "../forms/mail";
import { storedPayload } from "../forms/submissions";

type Row = { id: string; form: string; locale: string; payload: string; sender_email: string; mail_status: string; created_at: string };

const FORM_NAMES: Record<string, string> = { contact: "Kontakt / Termin", aspectSponsorForm: "Sponsoring" };
const STATUS: Record<string, string> = { pending: "wird gesendet", sent: "gesendet", retry: "wird erneut versucht", gave_up: "nicht zustellbar" };

/** Edit mode: the site's form submissions, newest first, with the CSV download. */
export function SubmissionsView({ rows }: { rows: Row[] }) {
  return (
    <section className="block">
      <div className="container">
        <h1>Formulareingänge</h1>
        <p>
          <a className="button button--primary" href="/api/v1/submissions/csv" download>
            Als CSV herunterladen
          </a>
        </p>
        {rows.length === 0 ? (
          <p>Noch keine Eingänge.</p>
        ) : (
          <div className="table-scroll">
            <table className="submissions">
              <caption className="visually-hidden">Formulareingänge</caption>
              <thead>
                <tr>
                  <th scope="col">Datum</th>
                  <th scope="col">Formular</th>
                  <th scope="col">Absender</th>
                  <th scope="col">E-Mail-Status</th>
                  <th scope="col">Angaben</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <time dateTime={row.created_at}>{new Date(row.created_at).toLocaleString("de-CH", { timeZone: "Europe/Berlin" })}</time>
                    </td>
                    <td>{FORM_NAMES[row.form] ?? row.form}</td>
                    <td>{row.sender_email}</td>
                    <td>{STATUS[row.mail_status] ?? row.mail_status}</td>
                    <td className="submissions__fields">{fieldLines(storedPayload(row.payload), "de")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
