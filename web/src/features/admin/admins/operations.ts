import { graphql } from '../../../graphql';

export const AdminsQuery = graphql(`
  query Admins {
    admins {
      id
      name
      email
      status
      twoFactorEnabled
      createdAt
      disabledAt
    }
  }
`);

export const InviteAdminMutation = graphql(`
  mutation InviteAdmin($input: InviteAdminInput!) {
    inviteAdmin(input: $input) {
      message
    }
  }
`);

export const AcceptAdminInviteMutation = graphql(`
  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {
    acceptAdminInvite(input: $input) {
      message
    }
  }
`);

export const DisableAdminMutation = graphql(`
  mutation DisableAdmin($id: ID!) {
    disableAdmin(id: $id) {
      id
      status
      disabledAt
    }
  }
`);

export const EnableAdminMutation = graphql(`
  mutation EnableAdmin($id: ID!) {
    enableAdmin(id: $id) {
      id
      status
      disabledAt
    }
  }
`);
