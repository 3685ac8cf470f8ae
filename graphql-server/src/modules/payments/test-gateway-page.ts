import { formatPaise } from '../pricing/index.js';

/** The hosted page's methods: the spec's Card, GPay, PhonePe and Paytm. */
export const TEST_PAGE_METHODS = ['card', 'gpay', 'phonepe', 'paytm'] as const;
export type TestPageMethod = (typeof TEST_PAGE_METHODS)[number];

export const TestPageMessages = {
  method: 'Please select a payment method',
  upi: 'Please enter your UPI ID',
  card: 'Please enter a valid 16-digit card number',
  expiry: 'Please enter a valid expiry date (MM/YY)',
  cvv: 'Please enter a valid CVV',
  declined: 'Payment failed: declined by the test bank. Try another card or UPI ID.',
  paid: 'This payment is already complete.',
  closed: 'This payment is closed. Go back to the shop to pay again.',
  notFound: 'Payment not found',
} as const;

export interface TestPageForm {
  method: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  upiId: string;
}

export type TestPageErrors = Partial<Record<keyof TestPageForm | 'form', string>>;

/** Checks the page's form with the spec's messages; the card or UPI details when valid. */
export function validateTestPage(
  form: TestPageForm,
):
  | { ok: true; method: 'card' | 'upi'; cardNumber: string | null; upiId: string | null }
  | { ok: false; errors: TestPageErrors } {
  const m = form.method as TestPageMethod;
  if (!TEST_PAGE_METHODS.includes(m)) return { ok: false, errors: { method: TestPageMessages.method } };
  if (m === 'card') {
    const errors: TestPageErrors = {};
    const digits = form.cardNumber.replace(/\s+/g, '');
    if (!/^\d{16}$/.test(digits)) errors.cardNumber = TestPageMessages.card;
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(form.expiry.trim())) errors.expiry = TestPageMessages.expiry;
    if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = TestPageMessages.cvv;
    if (Object.keys(errors).length) return { ok: false, errors };
    return { ok: true, method: 'card', cardNumber: digits, upiId: null };
  }
  const upiId = form.upiId.trim();
  if (!/^[\w.-]{2,}@[a-z][a-z0-9.-]{1,}$/i.test(upiId) || upiId.length > 100)
    return { ok: false, errors: { upiId: TestPageMessages.upi } };
  return { ok: true, method: 'upi', cardNumber: null, upiId };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
:root{color-scheme:light;--ink:#1f2933;--muted:#52606d;--line:#cbd2d9;--brand:#0b5cad;--bad:#b42318;--warn-bg:#fff4e5;--warn:#7a4100}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f5f7fa}
main{max-width:30rem;margin:0 auto;padding:1rem}
.banner{background:var(--warn-bg);color:var(--warn);border:1px solid #f0b35b;border-radius:.5rem;padding:.5rem .75rem;font-weight:600}
.card{background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:1rem;margin-top:1rem}
h1{font-size:1.25rem;margin:.25rem 0}.amount{font-size:1.75rem;font-weight:700;margin:0}
fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:600;margin-bottom:.5rem}
.methods{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem}
.methods label{display:flex;gap:.5rem;align-items:center;border:1px solid var(--line);border-radius:.5rem;padding:.6rem .75rem;min-height:44px;cursor:pointer}
.methods label:has(input:checked){border-color:var(--brand);outline:2px solid var(--brand)}
.field{margin:.75rem 0}.field label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text]{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #7b8794;border-radius:.5rem;min-height:44px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.error{color:var(--bad);font-size:.9rem;margin:.25rem 0 0}.alert{color:var(--bad);font-weight:600}
button{width:100%;font:inherit;font-weight:700;color:#fff;background:var(--brand);border:0;border-radius:.5rem;padding:.75rem;min-height:48px;cursor:pointer;margin-top:.5rem}
form:has(input[value=card]:checked) .upi{display:none}
form:has(input[value=gpay]:checked) .cardfields,form:has(input[value=phonepe]:checked) .cardfields,form:has(input[value=paytm]:checked) .cardfields{display:none}
details{margin-top:1rem;color:var(--muted)}code{background:#eef2f7;padding:0 .25rem;border-radius:.25rem}
a{color:var(--brand)}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>
<p class="banner" role="note">Test payment — no money moves</p>${body}</main></body></html>`;
}

/** The hosted checkout page (and its answer after a failed attempt or a bad form). */
export function testGatewayPage(p: {
  action: string;
  amountPaise: number;
  description: string;
  form?: Partial<TestPageForm>;
  errors?: TestPageErrors;
  /** After a declined attempt: the way back to the shop (its order page offers Try again). */
  back?: string | null;
}): string {
  const f: TestPageForm = { method: '', cardNumber: '', expiry: '', cvv: '', upiId: '', ...p.form };
  const e = p.errors ?? {};
  const first = (['method', 'cardNumber', 'expiry', 'cvv', 'upiId'] as const).find((k) => e[k]);
  const err = (k: keyof TestPageForm) => (e[k] ? `<p class="error" id="${k}-error">${esc(e[k])}</p>` : '');
  const attrs = (k: keyof TestPageForm) =>
    `${e[k] ? ` aria-invalid="true" aria-describedby="${k}-error"` : ''}${first === k ? ' autofocus' : ''}`;
  const radio = (value: TestPageMethod, label: string) =>
    `<label><input type="radio" name="method" value="${value}"${f.method === value ? ' checked' : ''}${value === 'card' ? attrs('method') : ''}> ${label}</label>`;
  return layout(
    `Pay ${formatPaise(p.amountPaise)} — test payment`,
    `<section class="card" aria-labelledby="title">
<h1 id="title">${esc(p.description)}</h1><p class="amount">${esc(formatPaise(p.amountPaise))}</p>
${e.form ? `<p class="alert" role="alert">${esc(e.form)}</p>` : ''}${p.back ? `<p><a href="${esc(p.back)}">Back to the shop</a></p>` : ''}
<form method="post" action="${esc(p.action)}" novalidate>
<fieldset><legend>Payment method</legend><div class="methods">${radio('card', 'Card')}${radio('gpay', 'GPay')}${radio('phonepe', 'PhonePe')}${radio('paytm', 'Paytm')}</div>${err('method')}</fieldset>
<div class="cardfields">
<div class="field"><label for="cardNumber">Card number</label><input type="text" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" maxlength="19" placeholder="4111 1111 1111 1111" value="${esc(f.cardNumber)}"${attrs('cardNumber')}>${err('cardNumber')}</div>
<div class="row"><div class="field"><label for="expiry">Expiry (MM/YY)</label><input type="text" id="expiry" name="expiry" inputmode="numeric" autocomplete="off" maxlength="5" placeholder="12/29" value="${esc(f.expiry)}"${attrs('expiry')}>${err('expiry')}</div>
<div class="field"><label for="cvv">CVV</label><input type="text" id="cvv" name="cvv" inputmode="numeric" autocomplete="off" maxlength="4" value=""${attrs('cvv')}>${err('cvv')}</div></div>
</div>
<div class="field upi"><label for="upiId">UPI ID</label><input type="text" id="upiId" name="upiId" autocomplete="off" placeholder="name@okaxis" value="${esc(f.upiId)}"${attrs('upiId')}>${err('upiId')}</div>
<button type="submit">Pay ${esc(formatPaise(p.amountPaise))}</button>
</form>
<details><summary>Test inputs</summary><p>Any valid card or UPI ID pays. Card <code>4000 0000 0000 0002</code> or UPI <code>failure@razorpay</code> fails; <code>4000 0000 0000 0077</code> or <code>pending@razorpay</code> stays pending; <code>4000 0000 0000 0119</code> or <code>timeout@razorpay</code> is taken but never reported (reconciliation finds it).</p></details>
</section>`,
  );
}

/** The page shown when the attempt's outcome is not known yet, or the payment is closed. */
export function testGatewayNotice(p: { heading: string; message: string; back: string | null }): string {
  return layout(
    p.heading,
    `<section class="card"><h1>${esc(p.heading)}</h1><p role="status">${esc(p.message)}</p>${p.back ? `<p><a href="${esc(p.back)}">Back to the shop</a></p>` : ''}</section>`,
  );
}
