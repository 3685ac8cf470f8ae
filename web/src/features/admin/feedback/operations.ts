import { graphql } from '../../../graphql';

/** @public A fragment: codegen reads it; queries spread it by name. */
export const FeedbackFieldsFragment = graphql(`
  fragment FeedbackFields on Feedback {
    id
    name
    email
    message
    userId
    createdAt
  }
`);

export const FeedbacksQuery = graphql(`
  query AdminFeedbacks {
    feedbacks {
      ...FeedbackFields
    }
  }
`);

export const DeleteFeedbackMutation = graphql(`
  mutation DeleteFeedback($id: ID!) {
    deleteFeedback(id: $id) {
      id
      message
    }
  }
`);

export const FeedbackChangedSubscription = graphql(`
  subscription FeedbackChanged {
    feedbackChanged {
      type
      id
      feedback {
        ...FeedbackFields
      }
    }
  }
`);
