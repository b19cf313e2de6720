/**
 * The fake iDEAL bank's page (GET /__fake/ideal/bank?paymentId=…): what is
 * paid to whom, and one button per outcome the bank can give (paid,
 * cancelled, expired, failed). Same style and CSP as the iDIN bank page: no
 * script, every control labelled, lang nl.
 */
import { dutchDate, dutchTime } from '../clock';
import { BANK_PAGE_STYLE, escapeHtml } from './idin-bank-page';

export interface IdealBankPageModel {
  paymentId: string;
  invoiceNumber: string;
  description: string;
  amount: number;
  payee: string;
  validUntil: Date;
  outcomes: readonly { value: string; label: string; result: string }[];
  action: string;
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>${BANK_PAGE_STYLE}</style>
</head>
<body>
  <main>
${body}
  </main>
</body>
</html>
`;
}

export function renderIdealBankPage(model: IdealBankPageModel): string {
  const buttons = model.outcomes
    .map(
      (outcome, index) => `<li>
            <button type="submit" name="outcome" value="${escapeHtml(outcome.value)}"${index === 0 ? '' : ' class="secondary"'} aria-describedby="result-${index}">${escapeHtml(outcome.label)}</button>
            <span class="result" id="result-${index}">${escapeHtml(outcome.result)}</span>
          </li>`,
    )
    .join('\n          ');
  return page(
    'iDEAL-betaling (nepbank)',
    `    <h1>iDEAL-betaling (nepbank)</h1>
    <p>Dit is de nepbank van de fake backend van Mijn omgeving. Hier kiest u als tester hoe de bank de betaling afhandelt; daarna gaat u terug naar het portaal.</p>
    <dl>
      <dt>Aan</dt><dd>${escapeHtml(model.payee)}</dd>
      <dt>Omschrijving</dt><dd>${escapeHtml(model.description)} (factuur ${escapeHtml(model.invoiceNumber)})</dd>
      <dt>Bedrag</dt><dd>${escapeHtml(euro.format(model.amount))}</dd>
      <dt>Betaling</dt><dd>${escapeHtml(model.paymentId)}</dd>
      <dt>Geldig tot</dt><dd><time datetime="${model.validUntil.toISOString()}">${dutchTime(model.validUntil)} uur (${dutchDate(model.validUntil)}, klok van de fake backend)</time></dd>
    </dl>
    <form method="post" action="${escapeHtml(model.action)}">
      <input type="hidden" name="paymentId" value="${escapeHtml(model.paymentId)}">
      <fieldset>
        <legend>Antwoord van de bank</legend>
        <ul>
          ${buttons}
        </ul>
      </fieldset>
    </form>`,
  );
}

export function renderIdealMessagePage(title: string, message: string): string {
  return page(`${title} – iDEAL (nepbank)`, `    <h1>${escapeHtml(title)}</h1>\n    <p>${escapeHtml(message)}</p>`);
}
