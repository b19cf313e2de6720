/**
 * The fake bank's page (GET /__fake/idin/bank?sessionId=…): a small,
 * accessible HTML form (lang nl, every control labelled) where the tester
 * picks whose bank identity it is and how the bank answers. The form posts
 * to /__fake/idin/bank, which sends the browser back to the portal.
 */
import { createHash } from 'node:crypto';
import { dutchDate, dutchTime } from '../clock';
import type { IdinFlow } from '../context';

export interface BankPageIdentity {
  customerNumber: string;
  label: string;
}

export interface BankPageOutcome {
  value: string;
  label: string;
  /** what the portal's process call will answer */
  result: string;
}

export interface BankPageModel {
  sessionId: string;
  bankName: string;
  flow: IdinFlow;
  validUntil: Date;
  identities: BankPageIdentity[];
  selectedCustomerNumber: string | null;
  outcomes: BankPageOutcome[];
  /** where the form posts */
  action: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The fake banks' one style sheet (the iDIN and the iDEAL page), allowed by BANK_PAGE_CSP's hash. */
export const BANK_PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; line-height: 1.5; }
  main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  fieldset { border: 1px solid #c5ccd3; border-radius: 6px; margin: 1rem 0; padding: 0.75rem 1rem; min-width: 0; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  select { font: inherit; padding: 0.25rem; width: 100%; max-width: 100%; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { margin: 0.5rem 0; }
  button { font: inherit; padding: 0.4rem 0.9rem; border: 2px solid #0b5394; border-radius: 4px; background: #0b5394; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0b5394; }
  button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #f1a800; outline-offset: 2px; }
  .result { display: block; font-size: 0.875rem; color: #4a545e; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/**
 * The page's Content-Security-Policy: nothing but its own inline style (by
 * hash); no script at all. No form-action: the form's answer redirects to the
 * portal, which form-action would have to list.
 */
export const BANK_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(BANK_PAGE_STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'`;

export function renderBankPage(model: BankPageModel): string {
  const flowName = model.flow === 1 ? 'Inloggen (iDINFlow 1)' : 'Registreren (iDINFlow 0)';
  const options = model.identities
    .map(
      (identity) =>
        `<option value="${escapeHtml(identity.customerNumber)}"${identity.customerNumber === model.selectedCustomerNumber ? ' selected' : ''}>${escapeHtml(identity.label)}</option>`,
    )
    .join('\n          ');
  const buttons = model.outcomes
    .map(
      (outcome, index) => `<li>
            <button type="submit" name="outcome" value="${escapeHtml(outcome.value)}"${index === 0 ? '' : ' class="secondary"'} aria-describedby="result-${index}">${escapeHtml(outcome.label)}</button>
            <span class="result" id="result-${index}">${escapeHtml(outcome.result)}</span>
          </li>`,
    )
    .join('\n          ');
  return `<!doctype html>
<html lang="nl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(model.bankName)} – iDIN (nepbank)</title>
  <style>${BANK_PAGE_STYLE}</style>
</head>
<body>
  <main>
    <h1>${escapeHtml(model.bankName)} – iDIN (nepbank)</h1>
    <p>Dit is de nepbank van de fake backend van Mijn omgeving. Hier kiest u als tester hoe de bank antwoordt; daarna gaat u terug naar het portaal.</p>
    <dl>
      <dt>Doel</dt><dd>${flowName}</dd>
      <dt>Sessie</dt><dd>${escapeHtml(model.sessionId)}</dd>
      <dt>Geldig tot</dt><dd><time datetime="${model.validUntil.toISOString()}">${dutchTime(model.validUntil)} uur (${dutchDate(model.validUntil)}, Nederlandse tijd, klok van de fake backend)</time></dd>
    </dl>
    <form method="post" action="${escapeHtml(model.action)}">
      <input type="hidden" name="sessionId" value="${escapeHtml(model.sessionId)}">
      <fieldset>
        <legend>Bankidentiteit</legend>
        <label for="customerNumber">Van wie is deze bankidentiteit?</label><br>
        <select id="customerNumber" name="customerNumber">
          ${options}
        </select>
      </fieldset>
      <fieldset>
        <legend>Terugkeer naar het portaal</legend>
        <input type="checkbox" id="via" name="via" value="generic">
        <label for="via">Via de algemene terugkeerpagina (callback/iDin met code en state)</label>
      </fieldset>
      <fieldset>
        <legend>Antwoord van de bank</legend>
        <ul>
          ${buttons}
        </ul>
      </fieldset>
    </form>
  </main>
</body>
</html>
`;
}

export function renderUnknownSessionPage(sessionId: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Onbekende sessie – iDIN (nepbank)</title>
  <style>${BANK_PAGE_STYLE}</style>
</head>
<body>
  <main>
    <h1>Onbekende iDIN-sessie</h1>
    <p>De sessie <code>${escapeHtml(sessionId)}</code> bestaat niet (meer). Start opnieuw vanuit het portaal.</p>
  </main>
</body>
</html>
`;
}
