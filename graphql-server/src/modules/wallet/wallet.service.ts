import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors.js';
import { paiseToRupees, rupeesToPaise } from '../../common/money.js';
import type { RateLimit } from '../../common/rate-limit.js';
import type { Viewer } from '../../common/context.js';
import { requireViewer } from '../../common/viewer.js';
import { Wallet, WalletTransaction, type WalletEntryKind } from './wallet.entity.js';
import { WalletTransactionType, type WalletView } from './wallet.types.js';

export const WalletMessages = {
  login: 'Please log in to view your wallet.',
  min: 'Amount must be at least ₹0.01',
  max: 'Amount must be at most ₹1,00,000 per top-up',
  decimals: 'Amount can have at most two decimal places',
  insufficient: 'Insufficient wallet balance',
  defaultDescription: 'Added funds',
} as const;

/** Largest single top-up: ₹1,00,000. */
export const MAX_TOPUP_PAISE = 10_000_000;
export const WALLET_HISTORY_LIMIT = 500;

/**
 * The wallet: an append-only ledger plus a balance row. Every movement locks the balance row
 * (SELECT ... FOR UPDATE) and writes one ledger entry in the same transaction, so the balance
 * always equals the ledger's sum and can never go below zero (CHECK constraint as a backstop).
 */
export class WalletService {
  /** `topUps`: top-ups per account. */
  constructor(private readonly topUps: RateLimit) {}

  /** Creates the wallet row when missing and locks it for the rest of the transaction. */
  async lock(tx: EntityManager, userId: string): Promise<Wallet> {
    await tx.execute('insert into wallets (user_id) values (?) on conflict (user_id) do nothing', [userId]);
    return tx.findOneOrFail(Wallet, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  credit(
    tx: EntityManager,
    wallet: Wallet,
    amountPaise: number,
    kind: Exclude<WalletEntryKind, 'order_payment' | 'refund_to_source'>,
    description: string,
    orderId: string | null = null,
  ): void {
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
      throw new RangeError('credit must be > 0 paise');
    wallet.balancePaise += amountPaise;
    tx.create(WalletTransaction, {
      userId: wallet.userId,
      type: 'credit',
      kind,
      amountPaise,
      description,
      orderId,
    });
  }

  /**
   * An order's wallet refund taken back because it is sent to the original payment method instead
   * (once per order: the ledger's unique (order, kind)). Refused when the wallet no longer holds it.
   */
  debitForSourceRefund(
    tx: EntityManager,
    wallet: Wallet,
    amountPaise: number,
    description: string,
    orderId: string,
  ): boolean {
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
      throw new RangeError('debit must be > 0 paise');
    if (amountPaise > wallet.balancePaise) return false;
    wallet.balancePaise -= amountPaise;
    tx.create(WalletTransaction, {
      userId: wallet.userId,
      type: 'debit',
      kind: 'refund_to_source',
      amountPaise,
      description,
      orderId,
    });
    return true;
  }

  debitForOrder(
    tx: EntityManager,
    wallet: Wallet,
    amountPaise: number,
    description: string,
    orderId: string,
  ): void {
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
      throw new RangeError('debit must be > 0 paise');
    if (amountPaise > wallet.balancePaise) throw badInput(WalletMessages.insufficient);
    wallet.balancePaise -= amountPaise;
    tx.create(WalletTransaction, {
      userId: wallet.userId,
      type: 'debit',
      kind: 'order_payment',
      amountPaise,
      description,
      orderId,
    });
  }

  async balance(em: EntityManager, userId: string): Promise<number> {
    const w = await em.findOne(Wallet, { userId }, { refresh: true });
    return w?.balancePaise ?? 0;
  }

  async get(em: EntityManager, viewer: Viewer | null): Promise<WalletView> {
    const v = requireViewer(viewer, WalletMessages.login);
    return this.ledger(em, v.userId);
  }

  /** A user's balance and ledger, newest first (theirs, or an admin's view of a customer). */
  async ledger(em: EntityManager, userId: string): Promise<WalletView> {
    const [balance, rows] = await Promise.all([
      this.balance(em, userId),
      em.find(
        WalletTransaction,
        { userId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: WALLET_HISTORY_LIMIT },
      ),
    ]);
    return {
      balance: paiseToRupees(balance),
      transactions: rows.map((t) => ({
        id: t.id,
        type: t.type === 'credit' ? WalletTransactionType.CREDIT : WalletTransactionType.DEBIT,
        amount: paiseToRupees(t.amountPaise),
        description: t.description,
        orderId: t.orderId,
        createdAt: t.createdAt,
      })),
    };
  }

  /**
   * Checks a top-up (amount in rupees, as the client sends it; description optional) and counts
   * it against the account's top-up limit. The money comes through the payments module: the
   * wallet is credited only when the provider says the top-up was paid.
   */
  async prepareTopUp(
    viewer: Viewer | null,
    amount: number | string | null | undefined,
    description?: string | null,
  ): Promise<{ userId: string; paise: number; description: string }> {
    const v = requireViewer(viewer, WalletMessages.login);
    const n = typeof amount === 'string' ? Number(amount.trim() || 'NaN') : (amount ?? Number.NaN);
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0.01)
      throw badInput(WalletMessages.min, 'amount');
    const paise = rupeesToPaise(n);
    if (Math.abs(n * 100 - paise) > 1e-6) throw badInput(WalletMessages.decimals, 'amount');
    if (paise > MAX_TOPUP_PAISE) throw badInput(WalletMessages.max, 'amount');
    const text =
      (typeof description === 'string' ? description.trim() : '').slice(0, 200) ||
      WalletMessages.defaultDescription;
    await this.topUps.consume(`user:${v.userId}`);
    return { userId: v.userId, paise, description: text };
  }
}
