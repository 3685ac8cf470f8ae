import { runSql, type RowSource } from '../../common/sql.js';

/**
 * An erased shopper's invoices (docs/privacy.md): kept, as the tax law asks, with their numbers,
 * lines, amounts and place of supply; the buyer's name, phone and street are cut from invoices
 * (and their credit notes) to an unregistered buyer (rule 46 asks for them only above ₹50,000; a business buyer's invoice
 * keeps its GSTIN and business name, which identify the business, not the person).
 */
export async function detachInvoicesFromBuyer(tx: RowSource, userId: string): Promise<number> {
  const rows = await runSql<{ id: string }>(
    tx,
    `update invoices set buyer_name = 'Erased customer',
       snapshot = jsonb_set(jsonb_set(jsonb_set(snapshot,
         '{buyer,name}', '"Erased customer"'), '{buyer,phone}', '""'), '{buyer,address}', '""')
     where user_id = $1 and buyer_gstin is null
     returning id`,
    [userId],
  );
  // Its credit notes copy the invoice's buyer: cut the same fields there.
  await runSql(
    tx,
    `update credit_notes c set buyer_name = 'Erased customer',
       snapshot = jsonb_set(jsonb_set(jsonb_set(c.snapshot,
         '{buyer,name}', '"Erased customer"'), '{buyer,phone}', '""'), '{buyer,address}', '""')
     from invoices i
     where c.invoice_id = i.id and c.user_id = $1 and i.buyer_gstin is null`,
    [userId],
  );
  return rows.length;
}
