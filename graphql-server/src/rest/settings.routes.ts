import { Router } from 'express';
import type { Context } from '../common/context.js';
import { parseInput } from '../common/validation.js';
import { requireAdmin } from '../common/viewer.js';
import {
  SettingsMessages,
  AddPromoCodeInput,
  UpdateEmailSettingsInput,
  UpdateSiteSettingsInput,
  type AdminPromoCode,
} from '../modules/settings/index.js';
import type { makeRoute } from './http.js';

/** A promo code as the legacy client reads it (value: percent, or rupees for fixed codes). */
function legacyPromo(p: AdminPromoCode) {
  return {
    code: p.code,
    type: p.type,
    value: p.value,
    label: p.label,
    expiresAt: p.expiresAt,
    usageLimit: p.usageLimit,
    usedCount: p.usedCount,
  };
}

/** An ISO date string from a JSON body becomes a Date (an unreadable one fails validation). */
function withDate(body: unknown, key: string): unknown {
  if (!body || typeof body !== 'object') return body;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== ''
    ? { ...body, [key]: new Date(value) }
    : value === ''
      ? { ...body, [key]: null }
      : body;
}

/** Refuses a caller who is not an admin before the body is read (anonymous 401, shoppers 403). */
const admin = ({ viewer }: Context) => requireAdmin(viewer, SettingsMessages.adminsOnly);

/** The admin settings (admin spec §7). Admins only: anonymous 401, shoppers 403. */
export function settingsRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.get(
    '/',
    route(async ({ em, services, viewer }) => {
      const s = await services.settingsAdmin.adminView(em, viewer);
      return {
        storeName: s.storeName,
        logoUrl: s.logoUrl,
        contactEmail: s.contactEmail,
        emailUser: s.emailUser,
        promoCodes: s.promoCodes.map(legacyPromo),
      };
    }),
  );
  r.patch(
    '/site',
    route(async (ctx, req) => {
      admin(ctx);
      const input = await parseInput(UpdateSiteSettingsInput, req.body, [
        'storeName',
        'logoUrl',
        'contactEmail',
      ]);
      return ctx.services.settingsAdmin.updateSite(ctx.em, ctx.viewer, input);
    }),
  );
  r.patch(
    '/email',
    route(async (ctx, req) => {
      admin(ctx);
      const input = await parseInput(UpdateEmailSettingsInput, req.body, ['emailUser', 'emailPass']);
      return ctx.services.settingsAdmin.updateEmail(ctx.em, ctx.viewer, input);
    }),
  );
  r.post(
    '/email/test',
    route(async ({ em, services, viewer }) => services.settingsAdmin.sendTestEmail(em, viewer)),
  );
  r.post(
    '/promo',
    route(
      async (ctx, req) => {
        admin(ctx);
        const input = await parseInput(AddPromoCodeInput, withDate(req.body, 'expiresAt'), [
          'code',
          'type',
          'value',
          'label',
          'expiresAt',
          'usageLimit',
        ]);
        const { message, promoCode } = await ctx.services.settingsAdmin.addPromo(ctx.em, ctx.viewer, input);
        return { message, promoCode: legacyPromo(promoCode) };
      },
      { status: 201 },
    ),
  );
  r.delete(
    '/promo/:code',
    route(async ({ em, services, viewer }, req) =>
      services.settingsAdmin.deletePromo(em, viewer, String(req.params.code)),
    ),
  );
  return r;
}
