import type { EntityManager } from '@mikro-orm/postgresql';

/** The shopper's wallet balance and ledger, for their data export. */
export async function exportWallet(em: EntityManager, userId: string) {
  const [wallet] = await em.execute<{ balancePaise: number }[]>(
    'select balance_paise as "balancePaise" from wallets where user_id = ?',
    [userId],
  );
  const ledger = await em.execute(
    `select id, type, kind, amount_paise as "amountPaise", description, order_id as "orderId",
            created_at as "createdAt"
       from wallet_transactions where user_id = ? order by created_at`,
    [userId],
  );
  return { balancePaise: wallet?.balancePaise ?? 0, ledger };
}
