import { graphql } from '../../../graphql';

/** The admin's invoice list: a page of the filtered invoices and the totals of all of them. */
export const AdminInvoicesQuery = graphql(`
  query AdminInvoices($input: AdminInvoicesInput) {
    adminInvoices(input: $input) {
      items {
        id
        orderId
        number
        issuedAt
        buyerName
        buyerGstin
        placeOfSupply
        placeOfSupplyName
        taxableValue
        cgst
        sgst
        igst
        total
        pdfPath
      }
      totals {
        count
        taxableValue
        cgst
        sgst
        igst
        total
      }
    }
  }
`);
