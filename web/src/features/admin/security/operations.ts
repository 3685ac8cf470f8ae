import { graphql } from '../../../graphql';

export const AdminSignInMutation = graphql(`
  mutation AdminSignIn($input: LoginInput!) {
    adminSignIn(input: $input) {
      next
      token
      challenge
      user {
        ...UserFields
      }
    }
  }
`);

export const AdminSignInCodeMutation = graphql(`
  mutation AdminSignInCode($input: TwoFactorCodeInput!) {
    adminSignInCode(input: $input) {
      token
      user {
        ...UserFields
      }
    }
  }
`);

export const StartTwoFactorEnrolmentMutation = graphql(`
  mutation StartTwoFactorEnrolment($challenge: String) {
    startTwoFactorEnrolment(challenge: $challenge) {
      secret
      otpauthUri
      qrCodeSvg
    }
  }
`);

export const ConfirmTwoFactorEnrolmentMutation = graphql(`
  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {
    confirmTwoFactorEnrolment(input: $input) {
      recoveryCodes
      token
      user {
        ...UserFields
      }
    }
  }
`);

export const AdminSecurityQuery = graphql(`
  query AdminSecurity {
    adminSecurity {
      twoFactorEnabled
      recoveryCodesLeft
      requireTwoFactor
    }
  }
`);

export const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodes($input: TwoFactorPasswordInput!) {
    regenerateRecoveryCodes(input: $input) {
      recoveryCodes
    }
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($input: TwoFactorPasswordInput!) {
    disableTwoFactor(input: $input) {
      message
    }
  }
`);

export const SetAdminTwoFactorRequiredMutation = graphql(`
  mutation SetAdminTwoFactorRequired($required: Boolean!) {
    setAdminTwoFactorRequired(required: $required) {
      twoFactorEnabled
      recoveryCodesLeft
      requireTwoFactor
    }
  }
`);
