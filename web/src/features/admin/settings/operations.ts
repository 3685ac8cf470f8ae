import { graphql } from '../../../graphql';

/** Everything the Settings tab shows (never the mail password: only whether one is stored). */
export const AdminSettingsQuery = graphql(`
  query AdminSettings {
    adminSettings {
      storeName
      logoUrl
      contactEmail
      codLimit
      emailUser
      emailPassSet
      smtpConfigured
      seller {
        legalName
        address
        stateCode
        gstin
        invoicePrefix
      }
      promoCodes {
        ...AdminPromoCodeFields
      }
      recentChanges {
        id
        section
        summary
        actorEmail
        createdAt
      }
    }
  }
`);

/** @public A fragment: codegen reads it; queries spread it by name. */
export const AdminPromoCodeFields = graphql(`
  fragment AdminPromoCodeFields on AdminPromoCode {
    code
    type
    value
    label
    expiresAt
    usageLimit
    usedCount
  }
`);

export const UpdateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      message
      settings {
        storeName
        logoUrl
        contactEmail
      }
    }
  }
`);

export const UpdateEmailSettingsMutation = graphql(`
  mutation UpdateEmailSettings($input: UpdateEmailSettingsInput!) {
    updateEmailSettings(input: $input) {
      message
      smtpLoginOk
      smtpMessage
    }
  }
`);

export const SendTestEmailMutation = graphql(`
  mutation SendTestEmail {
    sendTestEmail {
      message
    }
  }
`);

export const AddPromoCodeMutation = graphql(`
  mutation AddPromoCode($input: AddPromoCodeInput!) {
    addPromoCode(input: $input) {
      message
      promoCode {
        ...AdminPromoCodeFields
      }
    }
  }
`);

export const DeletePromoCodeMutation = graphql(`
  mutation DeletePromoCode($code: String!) {
    deletePromoCode(code: $code) {
      code
      message
    }
  }
`);

export const ChangeAdminPasswordMutation = graphql(`
  mutation ChangeAdminPassword($input: ChangePasswordInput!) {
    changeAdminPassword(input: $input) {
      message
    }
  }
`);

export const UpdateSellerSettingsMutation = graphql(`
  mutation UpdateSellerSettings($input: UpdateSellerSettingsInput!) {
    updateSellerSettings(input: $input) {
      message
      seller {
        legalName
        address
        stateCode
        gstin
        invoicePrefix
      }
    }
  }
`);
