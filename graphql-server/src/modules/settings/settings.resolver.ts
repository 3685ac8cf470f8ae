import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { MessagePayload } from '../../common/payloads.js';
import { ChangePasswordInput } from '../auth/index.js';
import {
  AddPromoCodeInput,
  UpdateEmailSettingsInput,
  UpdateSellerSettingsInput,
  UpdateSiteSettingsInput,
} from './settings.inputs.js';
import { SettingsMessages } from './settings.messages.js';
import {
  AdminSettingsView,
  EmailSettingsPayload,
  PromoCodeDeletePayload,
  IndianStateView,
  PromoCodePayload,
  SellerSettingsPayload,
  SiteSettingsPayload,
  SiteSettingsView,
} from './settings.types.js';

const ADMINS_ONLY = SettingsMessages.adminsOnly;

@Resolver()
export class SettingsResolver {
  @Query(() => SiteSettingsView, { description: "The store's name, logo and contact e-mail (public)." })
  siteSettings(@Ctx() { services }: Context): SiteSettingsView {
    return services.settingsAdmin.site();
  }

  @Query(() => [IndianStateView], {
    description: 'Indian states and union territories with their GST state codes (address and seller forms).',
  })
  indianStates(@Ctx() { services }: Context): readonly IndianStateView[] {
    return services.settingsAdmin.indianStates();
  }

  @AdminOnly(ADMINS_ONLY)
  @Query(() => AdminSettingsView, { description: 'Admin: every setting (never the mail password).' })
  adminSettings(@Ctx() { em, services, viewer }: Context) {
    return services.settingsAdmin.adminView(em, viewer);
  }

  @AdminOnly(ADMINS_ONLY)
  @Mutation(() => SiteSettingsPayload, { description: 'Admin: store name, logo and contact e-mail.' })
  updateSiteSettings(
    @Arg('input', () => UpdateSiteSettingsInput) input: UpdateSiteSettingsInput,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.settingsAdmin.updateSite(em, viewer, input);
  }

  @AdminOnly(ADMINS_ONLY)
  @Mutation(() => EmailSettingsPayload, {
    description: 'Admin: the SMTP login; tries it and says whether it worked.',
  })
  updateEmailSettings(
    @Arg('input', () => UpdateEmailSettingsInput) input: UpdateEmailSettingsInput,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.settingsAdmin.updateEmail(em, viewer, input);
  }

  @AdminOnly(ADMINS_ONLY)
  @Mutation(() => SellerSettingsPayload, {
    description: 'Admin: the seller on tax invoices (legal name, address, state, GSTIN, invoice prefix).',
  })
  updateSellerSettings(
    @Arg('input', () => UpdateSellerSettingsInput) input: UpdateSellerSettingsInput,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.settingsAdmin.updateSeller(em, viewer, input);
  }

  @AdminOnly(ADMINS_ONLY)
  @Mutation(() => MessagePayload, { description: 'Admin: sends a test e-mail to the signed-in admin.' })
  sendTestEmail(@Ctx() { em, services, viewer }: Context) {
    return services.settingsAdmin.sendTestEmail(em, viewer);
  }

  @AdminOnly(ADMINS_ONLY)
  @Mutation(() => PromoCodePayload, {
    description: 'Admin: adds a promo code (checkout accepts it at once).',
  })
  addPromoCode(
    @Arg('input', () => AddPromoCodeInput) input: AddPromoCodeInput,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.settingsAdmin.addPromo(em, viewer, input);
  }

  @AdminOnly(ADMINS_ONLY)
  @Mutation(() => PromoCodeDeletePayload, {
    description: 'Admin: deletes a promo code (checkout refuses it at once).',
  })
  deletePromoCode(@Arg('code', () => String) code: string, @Ctx() { em, services, viewer }: Context) {
    return services.settingsAdmin.deletePromo(em, viewer, code);
  }

  @AdminOnly(ADMINS_ONLY)
  @Mutation(() => MessagePayload, {
    description: "Admin: changes the admin's own password and ends their other sessions.",
  })
  changeAdminPassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.account.changeAdminPassword(em, viewer, input);
  }
}
