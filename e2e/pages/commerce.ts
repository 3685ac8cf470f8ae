import { expect, type Page } from '@playwright/test';

/** Page objects for the money path: wallet, product purchase buttons, cart, checkout, orders. */
export class WalletScreen {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/wallet');
    await expect(this.page.getByTestId('wallet-balance')).toBeVisible();
  }

  balance() {
    return this.page.getByTestId('wallet-balance');
  }

  async addFunds(amount: string, description?: string) {
    await this.page.getByRole('button', { name: 'Add Funds', expanded: false }).click();
    const form = this.page.getByRole('form', { name: 'Add funds' });
    await form.getByLabel('Amount (₹)').fill(amount);
    if (description) await form.getByLabel('Description (optional)').fill(description);
    await form.getByRole('button', { name: 'Add Funds' }).click();
    // The money comes through the payment page (the test gateway: no money moves), paid by UPI.
    await new HostedPaymentPage(this.page).payByUpi('GPay', 'asha@okaxis');
    await this.page.waitForURL(/\/wallet/);
  }
}

export class ProductScreen {
  constructor(private readonly page: Page) {}

  /** Opens the n-th product of the catalogue list and adds it to the cart; returns its name. */
  async addNthToCart(n: number): Promise<string> {
    await this.page.goto('/products');
    const card = this.page.getByTestId('product-card').nth(n);
    const link = card.getByRole('link').first();
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await this.page.getByTestId('add-to-cart').click();
    // The mini cart opens; Escape closes it and the page goes on.
    const miniCart = this.page.getByTestId('mini-cart');
    await expect(miniCart.getByText('Item added to cart')).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    return name;
  }
}

export class CheckoutScreen {
  constructor(private readonly page: Page) {}

  async completeShipping(city: string, postalCode: string, state = 'West Bengal') {
    const form = this.page.getByRole('form', { name: 'Shipping details' });
    await form.getByLabel('City').fill(city);
    await form.getByLabel('Postal code').fill(postalCode);
    await form.getByLabel('State').selectOption({ label: state });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByTestId('shipping-view')).toContainText(postalCode);
  }

  async applyPromo(code: string) {
    await this.page.getByRole('textbox', { name: 'Promo code' }).fill(code);
    await this.page.getByRole('button', { name: 'Apply' }).click();
  }

  summary(id: 'subtotal' | 'gst' | 'discount' | 'wallet' | 'payable' | 'base-total') {
    return this.page.getByTestId(`summary-${id}`);
  }

  /** The payment step takes the method only: card and UPI details go on the payment page. */
  async chooseMethod(method: 'Card' | 'GPay' | 'PhonePe' | 'Paytm' | 'Cash on delivery') {
    await this.page.getByRole('radio', { name: method, exact: true }).check();
  }

  async placeOrder() {
    await this.page.getByTestId('place-order').click();
  }
}

/** The test gateway's hosted page (`/pay/test/…`): where card numbers and UPI ids are typed. */
export class HostedPaymentPage {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await this.page.waitForURL(/\/pay\/test\//);
    await expect(this.page.getByText('Test payment — no money moves')).toBeVisible();
  }

  async payByCard(cardNumber = '4111 1111 1111 1111') {
    await this.expectOpen();
    await this.page.getByRole('radio', { name: 'Card' }).check();
    await this.page.getByLabel('Card number').fill(cardNumber);
    await this.page.getByLabel('Expiry (MM/YY)').fill('12/29');
    await this.page.getByLabel('CVV').fill('123');
    await this.page.getByRole('button', { name: /^Pay / }).click();
  }

  async payByUpi(app: 'GPay' | 'PhonePe' | 'Paytm', upiId: string) {
    await this.expectOpen();
    await this.page.getByRole('radio', { name: app }).check();
    await this.page.getByLabel('UPI ID').fill(upiId);
    await this.page.getByRole('button', { name: /^Pay / }).click();
  }
}
