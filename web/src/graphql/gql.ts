/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment UserFields on User {\n    id\n    name\n    email\n    mobileNumber\n    address\n    role\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    adminLogin(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation VerifyRegistration($input: VerifyCodeInput!) {\n    verifyRegistration(input: $input) {\n      message\n    }\n  }\n": typeof types.VerifyRegistrationDocument,
    "\n  mutation ResendRegistrationCode($input: EmailInput!) {\n    resendRegistrationCode(input: $input) {\n      message\n    }\n  }\n": typeof types.ResendRegistrationCodeDocument,
    "\n  mutation RequestPasswordReset($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation VerifyPasswordResetCode($input: VerifyResetCodeInput!) {\n    verifyPasswordResetCode(input: $input) {\n      message\n    }\n  }\n": typeof types.VerifyPasswordResetCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n": typeof types.RegisterAdminDocument,
    "\n  subscription AccountUpdated {\n    accountUpdated {\n      ...UserFields\n    }\n  }\n": typeof types.AccountUpdatedDocument,
    "\n  mutation RefreshSession($token: String!) {\n    refreshToken(token: $token) {\n      token\n    }\n  }\n": typeof types.RefreshSessionDocument,
};
const documents: Documents = {
    "\n  fragment UserFields on User {\n    id\n    name\n    email\n    mobileNumber\n    address\n    role\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    adminLogin(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation VerifyRegistration($input: VerifyCodeInput!) {\n    verifyRegistration(input: $input) {\n      message\n    }\n  }\n": types.VerifyRegistrationDocument,
    "\n  mutation ResendRegistrationCode($input: EmailInput!) {\n    resendRegistrationCode(input: $input) {\n      message\n    }\n  }\n": types.ResendRegistrationCodeDocument,
    "\n  mutation RequestPasswordReset($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation VerifyPasswordResetCode($input: VerifyResetCodeInput!) {\n    verifyPasswordResetCode(input: $input) {\n      message\n    }\n  }\n": types.VerifyPasswordResetCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n": types.RegisterAdminDocument,
    "\n  subscription AccountUpdated {\n    accountUpdated {\n      ...UserFields\n    }\n  }\n": types.AccountUpdatedDocument,
    "\n  mutation RefreshSession($token: String!) {\n    refreshToken(token: $token) {\n      token\n    }\n  }\n": types.RefreshSessionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    name\n    email\n    mobileNumber\n    address\n    role\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    name\n    email\n    mobileNumber\n    address\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($input: LoginInput!) {\n    adminLogin(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($input: LoginInput!) {\n    adminLogin(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRegistration($input: VerifyCodeInput!) {\n    verifyRegistration(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyRegistration($input: VerifyCodeInput!) {\n    verifyRegistration(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendRegistrationCode($input: EmailInput!) {\n    resendRegistrationCode(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendRegistrationCode($input: EmailInput!) {\n    resendRegistrationCode(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPasswordResetCode($input: VerifyResetCodeInput!) {\n    verifyPasswordResetCode(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPasswordResetCode($input: VerifyResetCodeInput!) {\n    verifyPasswordResetCode(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccountUpdated {\n    accountUpdated {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  subscription AccountUpdated {\n    accountUpdated {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($token: String!) {\n    refreshToken(token: $token) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($token: String!) {\n    refreshToken(token: $token) {\n      token\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;