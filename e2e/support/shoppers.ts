import { expect, type APIRequestContext } from '@playwright/test';
import { codeFromMail } from './mailbox.js';

/** A verified shopper made through the REST API and the mailbox; answers its login and token. */
export async function registerShopper(request: APIRequestContext, name: string) {
  const email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'Shopper@123';
  const address = '12 MG Road, Bengaluru';
  const reg = await request.post('/api/auth/register', {
    data: {
      name,
      mobileNumber: '9876543210',
      email,
      address,
      password,
      confirmPassword: password,
    },
  });
  expect(reg.ok(), await reg.text()).toBeTruthy();
  const verify = await request.post('/api/auth/verify-otp', {
    data: { email, otp: await codeFromMail(email) },
  });
  expect(verify.ok(), await verify.text()).toBeTruthy();
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  return { email, password, token, address };
}

/** Puts `quantity` of a product in a shopper's cart through the REST API. */
export async function addToCart(request: APIRequestContext, token: string, productId: string, quantity = 1) {
  const add = await request.post('/api/cart/add', {
    data: { productId, quantity },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
}
