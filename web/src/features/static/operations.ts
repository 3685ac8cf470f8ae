import { graphql } from '../../graphql';

export const SubmitContactMutation = graphql(`
  mutation SubmitContact($name: String!, $email: String!, $message: String!) {
    submitContact(name: $name, email: $email, message: $message) {
      message
    }
  }
`);
