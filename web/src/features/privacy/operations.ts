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
