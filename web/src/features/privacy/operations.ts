import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../graphql';

export const MyDataExportsQuery = graphql(`
  query MyDataExports {
    myDataExports {
      id
      status
      createdAt
      expiresAt
      downloadPath
    }
  }
`);

export const RequestDataExportMutation = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      id
      status
      createdAt
      expiresAt
      downloadPath
    }
  }
`);

export const RequestAccountErasureMutation = graphql(`
  mutation RequestAccountErasure($password: String!) {
    requestAccountErasure(password: $password) {
      message
    }
  }
`);

export const EraseMyAccountMutation = graphql(`
  mutation EraseMyAccount($code: String!) {
    eraseMyAccount(code: $code) {
      message
    }
  }
`);

/**
 * The notice's fields: the page's query and the publish mutation select the same ones, so the
 * published notice can be written over the cached query.
 */
export const PrivacyNoticeFieldsFragment = graphql(`
  fragment PrivacyNoticeFields on PrivacyNoticeView {
    version
    publishedAt
    fiduciaryName
    fiduciaryContact
    officerName
    officerEmail
    body
    retention {
      data
      period
    }
  }
`);
export type PrivacyNotice = ResultOf<typeof PrivacyNoticeFieldsFragment>;

export const PrivacyNoticeQuery = graphql(`
  query PrivacyNotice {
    privacyNotice {
      ...PrivacyNoticeFields
    }
  }
`);

export const SubmitPrivacyRequestMutation = graphql(`
  mutation SubmitPrivacyRequest($input: PrivacyRequestInput!) {
    submitPrivacyRequest(input: $input) {
      id
      dueAt
    }
  }
`);

export const MyNewsletterConsentQuery = graphql(`
  query MyNewsletterConsent {
    myNewsletterConsent {
      subscribed
      pending
      wording
    }
    myConsents {
      purpose
      granted
      source
      noticeVersion
      at
    }
  }
`);

export const SetNewsletterConsentMutation = graphql(`
  mutation SetNewsletterConsent($granted: Boolean!) {
    setNewsletterConsent(granted: $granted) {
      message
    }
  }
`);

export const ConfirmNewsletterMutation = graphql(`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token) {
      message
    }
  }
`);

export const UnsubscribeNewsletterMutation = graphql(`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token) {
      message
    }
  }
`);

export const AdminPrivacyQuery = graphql(`
  query AdminPrivacy($status: String) {
    privacyRequests(status: $status) {
      id
      userId
      name
      email
      kind
      message
      status
      resolution
      createdAt
      dueAt
      acknowledgedAt
      closedAt
    }
    privacyAudit {
      id
      at
      actorRole
      action
      subjectId
      requestId
      detail
    }
  }
`);

export const ClosePrivacyRequestMutation = graphql(`
  mutation ClosePrivacyRequest($id: ID!, $resolution: String!) {
    closePrivacyRequest(id: $id, resolution: $resolution) {
      id
      status
      resolution
      closedAt
    }
  }
`);

export const PublishPrivacyNoticeMutation = graphql(`
  mutation PublishPrivacyNotice($input: PrivacyNoticeInput!) {
    publishPrivacyNotice(input: $input) {
      ...PrivacyNoticeFields
    }
  }
`);

export const AdminEraseAccountMutation = graphql(`
  mutation AdminEraseAccount($userId: ID!, $requestId: ID) {
    adminEraseAccount(userId: $userId, requestId: $requestId) {
      message
    }
  }
`);

export const AdminRequestDataExportMutation = graphql(`
  mutation AdminRequestDataExport($userId: ID!, $requestId: ID) {
    adminRequestDataExport(userId: $userId, requestId: $requestId) {
      id
      status
      downloadPath
    }
  }
`);
