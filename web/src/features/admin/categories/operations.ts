import { graphql } from '../../../graphql';

export const AdminCategoriesQuery = graphql(`
  query AdminCategoryList {
    categories {
      id
      name
      slug
      sortOrder
      productCount
      hsnCode
    }
  }
`);

export const AddCategoryMutation = graphql(`
  mutation AddCategory($name: String!) {
    addCategory(name: $name) {
      id
      name
      slug
      sortOrder
      productCount
    }
  }
`);

export const RenameCategoryMutation = graphql(`
  mutation RenameCategory($id: ID!, $name: String!) {
    renameCategory(id: $id, name: $name) {
      id
      name
      slug
      productCount
    }
  }
`);

export const RemoveCategoryMutation = graphql(`
  mutation RemoveCategory($id: ID!) {
    removeCategory(id: $id) {
      id
      message
    }
  }
`);

export const SetCategoryHsnMutation = graphql(`
  mutation SetCategoryHsn($id: ID!, $hsnCode: String!) {
    setCategoryHsn(id: $id, hsnCode: $hsnCode) {
      id
      hsnCode
    }
  }
`);
