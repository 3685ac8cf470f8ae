import { graphql } from '../../graphql';

/** @public A fragment: codegen reads it; queries spread it by name. */
export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id
    name
    email
    mobileNumber
    address
    role
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...UserFields
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`);

export const VerifyRegistrationMutation = graphql(`
  mutation VerifyRegistration($input: VerifyCodeInput!) {
    verifyRegistration(input: $input) {
      message
    }
  }
`);

export const ResendRegistrationCodeMutation = graphql(`
  mutation ResendRegistrationCode($input: EmailInput!) {
    resendRegistrationCode(input: $input) {
      message
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: EmailInput!) {
    requestPasswordReset(input: $input) {
      message
    }
  }
`);

export const VerifyPasswordResetCodeMutation = graphql(`
  mutation VerifyPasswordResetCode($input: VerifyResetCodeInput!) {
    verifyPasswordResetCode(input: $input) {
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
      pendingEmail
      user {
        ...UserFields
      }
    }
  }
`);

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      message
      user {
        ...UserFields
      }
    }
  }
`);

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      ipAddress
      signedInAt
      lastSeenAt
      expiresAt
      current
    }
  }
`);

export const SignOutOtherSessionsMutation = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions {
      message
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

export const AccountUpdatedSubscription = graphql(`
  subscription AccountUpdated {
    accountUpdated {
      ...UserFields
    }
  }
`);
