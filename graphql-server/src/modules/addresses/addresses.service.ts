import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { isUuid } from '../../common/validation.js';
import { requireViewer } from '../../common/viewer.js';
import { lockAccount } from '../auth/index.js';
import { stateByCode } from '../pricing/index.js';
import { Address } from './address.entity.js';
import { AddressMessages } from './addresses.messages.js';
import type { AddressView, SaveAddressInput } from './addresses.types.js';

/** The most addresses one shopper keeps. */
export const MAX_ADDRESSES = 20;

const FIELDS = ['name', 'phone', 'address', 'city', 'postalCode'] as const;
type AddressFields = Record<(typeof FIELDS)[number] | 'stateCode', string>;

/** Trimmed fields; every one required (the spec's 'Please fill in all shipping details'). */
function cleanFields(input: Partial<Record<keyof AddressFields, unknown>>): AddressFields {
  const out = {} as AddressFields;
  for (const k of FIELDS) {
    const v = input[k];
    if (typeof v !== 'string' || !v.trim()) throw badInput(AddressMessages.required, k);
    out[k] = v.trim();
  }
  const state = typeof input.stateCode === 'string' ? input.stateCode.trim() : '';
  if (!stateByCode(state)) throw badInput(AddressMessages.state, 'stateCode');
  out.stateCode = state;
  return out;
}

/**
 * The checkout's choice among a shopper's addresses: the one a checkout last shipped to, else the
 * default, else the newest.
 */
export function preselectedId(
  rows: readonly Pick<Address, 'id' | 'isDefault' | 'lastUsedAt' | 'createdAt'>[],
): string | null {
  let best: (typeof rows)[number] | null = null;
  for (const r of rows) {
    if (!best) best = r;
    else if ((r.lastUsedAt?.getTime() ?? 0) !== (best.lastUsedAt?.getTime() ?? 0))
      best = (r.lastUsedAt?.getTime() ?? 0) > (best.lastUsedAt?.getTime() ?? 0) ? r : best;
    else if (r.isDefault !== best.isDefault) best = r.isDefault ? r : best;
    else if (r.createdAt > best.createdAt) best = r;
  }
  return best?.id ?? null;
}

/** The address book: a shopper's own addresses only, changed one transaction at a time. */
export class AddressService {
  async list(em: EntityManager, viewer: Viewer | null): Promise<AddressView[]> {
    const v = requireViewer(viewer, AddressMessages.login);
    return this.viewsOf(em, v.userId);
  }

  async save(
    em: EntityManager,
    viewer: Viewer | null,
    input: SaveAddressInput,
  ): Promise<{ message: string; address: AddressView }> {
    const v = requireViewer(viewer, AddressMessages.login);
    const fields = cleanFields(input);
    const id = await em.transactional(async (tx) => {
      await this.lockOwner(tx, v.userId);
      let row: Address | null;
      if (input.id) {
        row = isUuid(input.id) ? await tx.findOne(Address, { id: input.id, userId: v.userId }) : null;
        if (!row) throw notFound(AddressMessages.notFound);
        tx.assign(row, fields);
      } else {
        const count = await tx.count(Address, { userId: v.userId });
        if (count >= MAX_ADDRESSES) throw conflict(AddressMessages.tooMany(MAX_ADDRESSES));
        row = tx.create(Address, { userId: v.userId, ...fields, isDefault: count === 0 });
      }
      await tx.flush();
      if (input.makeDefault) await this.makeDefault(tx, v.userId, row.id);
      return row.id;
    });
    return { message: AddressMessages.saved, address: await this.viewOf(em, v.userId, id) };
  }

  async setDefault(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
  ): Promise<{ message: string; address: AddressView }> {
    const v = requireViewer(viewer, AddressMessages.login);
    if (!isUuid(id)) throw notFound(AddressMessages.notFound);
    await em.transactional(async (tx) => {
      await this.lockOwner(tx, v.userId);
      if (!(await tx.count(Address, { id, userId: v.userId }))) throw notFound(AddressMessages.notFound);
      await this.makeDefault(tx, v.userId, id);
    });
    return { message: AddressMessages.defaultSet, address: await this.viewOf(em, v.userId, id) };
  }

  /** Deletes one of mine; when it was the default, the most recently used other one takes over. */
  async remove(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
  ): Promise<{ id: string; message: string }> {
    const v = requireViewer(viewer, AddressMessages.login);
    if (!isUuid(id)) throw notFound(AddressMessages.notFound);
    await em.transactional(async (tx) => {
      await this.lockOwner(tx, v.userId);
      const row = await tx.findOne(Address, { id, userId: v.userId });
      if (!row) throw notFound(AddressMessages.notFound);
      tx.remove(row);
      await tx.flush();
      if (row.isDefault) {
        const rest = await tx.find(Address, { userId: v.userId });
        const next = preselectedId(rest);
        if (next) await this.makeDefault(tx, v.userId, next);
      }
    });
    return { id, message: AddressMessages.deleted };
  }

  /**
   * After a checkout: the address shipped to is kept (matched on street, city and postal code,
   * ignoring case) and marked last used. The first address a shopper keeps is their default.
   */
  async recordUse(em: EntityManager, userId: string, shipping: AddressFields): Promise<void> {
    await em.transactional(async (tx) => {
      await this.lockOwner(tx, userId);
      const fields = cleanFields(shipping);
      const rows = await tx.find(Address, { userId });
      const same = rows.find(
        (r) =>
          r.address.toLowerCase() === fields.address.toLowerCase() &&
          r.city.toLowerCase() === fields.city.toLowerCase() &&
          r.postalCode.toLowerCase() === fields.postalCode.toLowerCase(),
      );
      if (same) {
        tx.assign(same, { ...fields, lastUsedAt: new Date() });
      } else {
        if (rows.length >= MAX_ADDRESSES) {
          // A full book gives up its least recently used non-default address.
          const oldest = rows
            .filter((r) => !r.isDefault)
            .sort((a, b) => (a.lastUsedAt?.getTime() ?? 0) - (b.lastUsedAt?.getTime() ?? 0))[0];
          if (!oldest) return;
          tx.remove(oldest);
        }
        tx.create(Address, { userId, ...fields, isDefault: rows.length === 0, lastUsedAt: new Date() });
      }
      await tx.flush();
    });
  }

  /** One shopper's address-book changes run one at a time (the count limit and the single default). */
  private async lockOwner(tx: EntityManager, userId: string): Promise<void> {
    await lockAccount(tx, userId);
  }

  private async makeDefault(tx: EntityManager, userId: string, id: string): Promise<void> {
    await tx.nativeUpdate(Address, { userId, isDefault: true, id: { $ne: id } }, { isDefault: false });
    await tx.nativeUpdate(Address, { id, userId }, { isDefault: true });
  }

  private async viewsOf(em: EntityManager, userId: string): Promise<AddressView[]> {
    const rows = await em
      .fork()
      .find(
        Address,
        { userId },
        { orderBy: { isDefault: 'desc', lastUsedAt: 'desc nulls last', createdAt: 'desc' } },
      );
    const chosen = preselectedId(rows);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      address: r.address,
      city: r.city,
      postalCode: r.postalCode,
      stateCode: r.stateCode,
      isDefault: r.isDefault,
      lastUsedAt: r.lastUsedAt,
      preselected: r.id === chosen,
    }));
  }

  private async viewOf(em: EntityManager, userId: string, id: string): Promise<AddressView> {
    const view = (await this.viewsOf(em, userId)).find((a) => a.id === id);
    if (!view) throw notFound(AddressMessages.notFound);
    return view;
  }
}
