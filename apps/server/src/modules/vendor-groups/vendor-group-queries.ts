import { maskTin } from '@app/shared/company/tin-mask';
import type { Cov, Covg, SignupCode } from '@app/shared/vendor-groups/vendor-groups';
import type { FieldEncryption } from '../../platform/crypto/field-encryption';
import type { Db, DbTransaction } from '../../platform/db/database';
import { anyOf } from '../../platform/db/any-of';

type Reader = Db | DbTransaction;

const maskedTin = (lastFour: string | null, type: string | null) => (lastFour ? maskTin(lastFour, type) : null);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Signup code rows as the spec names them. */
export async function signupCodesWhere(db: Reader, where: { code: string } | { covgId: number }): Promise<SignupCode[]> {
  let query = db
    .selectFrom('signup_codes')
    .select(['code', 'used', 'used_username', 'used_user_email', 'used_time', 'covg_id'])
    .orderBy('created_at')
    .orderBy('code');
  query =
    'code' in where
      ? query.where(({ eb, fn }) => eb(fn('upper', ['code']), '=', where.code.toUpperCase()))
      : query.where('covg_id', '=', where.covgId);
  const rows = await query.execute();
  return rows.map((row) => ({
    code: row.code,
    used: row.used,
    usedUsername: row.used_username,
    usedUserEmail: row.used_user_email,
    usedTime: iso(row.used_time),
    covgId: row.covg_id,
  }));
}

/** The ids of the groups some identifier names (ordered, each once). */
export async function covgIdsBy(
  db: Reader,
  by: { signupCode: string } | { covgId: number } | { covId: number } | { ptid: string },
): Promise<number[]> {
  if ('covgId' in by) {
    const row = await db.selectFrom('covgs').select('id').where('id', '=', by.covgId).executeTakeFirst();
    return row ? [row.id] : [];
  }
  if ('signupCode' in by) {
    const rows = await db
      .selectFrom('signup_codes')
      .select('covg_id')
      .where(({ eb, fn }) => eb(fn('upper', ['code']), '=', by.signupCode.toUpperCase()))
      .execute();
    return rows.map((row) => row.covg_id);
  }
  if ('covId' in by) {
    const row = await db.selectFrom('covs').select('covg_id').where('id', '=', by.covId).executeTakeFirst();
    return row ? [row.covg_id] : [];
  }
  // A PTID names every group linked to that vendor, and every group holding a record linked to it.
  const rows = await db
    .selectFrom('covgs as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select('g.id')
    .where(({ eb, fn }) => eb(fn('upper', ['v.ptid']), '=', by.ptid.toUpperCase()))
    .union(
      db
        .selectFrom('covs as c')
        .innerJoin('vendors as v', 'v.id', 'c.vendor_id')
        .select('c.covg_id as id')
        .where(({ eb, fn }) => eb(fn('upper', ['v.ptid']), '=', by.ptid.toUpperCase())),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Whole vendor groups (spec 002 §3 COVG) by id, in the order of `ids`: client, codes, COVs and linked vendor. */
export async function loadCovgs(deps: { db: Reader; encryption: FieldEncryption }, ids: readonly number[]): Promise<Covg[]> {
  const { db } = deps;
  if (ids.length === 0) return [];
  const [groups, covs, codes] = await Promise.all([
    db
      .selectFrom('covgs as g')
      .innerJoin('clients as cl', 'cl.id', 'g.client_id')
      .leftJoin('vendors as v', 'v.id', 'g.vendor_id')
      .leftJoin('users as cu', 'cu.id', 'g.created_by')
      .leftJoin('users as mu', 'mu.id', 'g.updated_by')
      .select([
        'g.id',
        'g.client_id',
        'cl.name as client_name',
        'g.preferred_name',
        'g.extra_names',
        'g.category',
        'g.created_by_onboarding',
        'g.trashed',
        'g.created_at',
        'g.updated_at',
        'g.trashed_at',
        'cu.username as create_user',
        'mu.username as last_mod_user',
        'v.id as vendor_id',
        'v.ptid as vendor_ptid',
        'v.business_name as vendor_business_name',
        'v.dba_name as vendor_dba_name',
        'v.tin_type as vendor_tin_type',
        'v.tin_encrypted as vendor_tin_encrypted',
        'v.created_at as vendor_created_at',
      ])
      .where('g.id', '=', anyOf(ids))
      .execute(),
    db
      .selectFrom('covs as c')
      .leftJoin('vendors as v', 'v.id', 'c.vendor_id')
      .leftJoin('users as cu', 'cu.id', 'c.created_by')
      .leftJoin('users as mu', 'mu.id', 'c.updated_by')
      .select([
        'c.id',
        'c.covg_id',
        'c.client_id',
        'c.legal_name',
        'c.vendor_number',
        'c.tin_last_four',
        'c.tin_type',
        'v.ptid',
        'c.manager_name',
        'c.category',
        'c.created_by_onboarding',
        'c.trashed',
        'c.created_at',
        'c.updated_at',
        'c.trashed_at',
        'cu.username as create_user',
        'mu.username as last_mod_user',
      ])
      .where('c.covg_id', '=', anyOf(ids))
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('signup_codes')
      .select(['code', 'covg_id'])
      .where('covg_id', '=', anyOf(ids))
      .orderBy('created_at')
      .orderBy('code')
      .execute(),
  ]);
  const covsOf = new Map<number, Cov[]>();
  for (const c of covs) {
    const list = covsOf.get(c.covg_id) ?? [];
    list.push({
      id: c.id,
      covgId: c.covg_id,
      clientId: c.client_id,
      legalName: c.legal_name,
      vendorNumber: c.vendor_number,
      tin: maskedTin(c.tin_last_four, c.tin_type),
      tinType: c.tin_type,
      ptid: c.ptid,
      managerName: c.manager_name,
      vendorCategory: c.category,
      createdByOnboarding: c.created_by_onboarding,
      trashed: c.trashed,
      createTime: c.created_at.toISOString(),
      createUser: c.create_user,
      lastModTime: c.updated_at.toISOString(),
      lastModUser: c.last_mod_user,
      trashTime: iso(c.trashed_at),
    });
    covsOf.set(c.covg_id, list);
  }
  const codesOf = new Map<number, { code: string }[]>();
  for (const code of codes) codesOf.set(code.covg_id, [...(codesOf.get(code.covg_id) ?? []), { code: code.code }]);
  const byId = new Map(
    groups.map((g): [number, Covg] => [
      g.id,
      {
        id: g.id,
        clientId: g.client_id,
        clientName: g.client_name,
        preferredName: g.preferred_name,
        extraNames: g.extra_names,
        signupCodes: codesOf.get(g.id) ?? [],
        vendorCategory: g.category,
        hasWorkflow: g.created_by_onboarding,
        trashed: g.trashed,
        createTime: g.created_at.toISOString(),
        createUser: g.create_user,
        lastModTime: g.updated_at.toISOString(),
        lastModUser: g.last_mod_user,
        trashTime: iso(g.trashed_at),
        covs: covsOf.get(g.id) ?? [],
        vendor:
          g.vendor_id === null || g.vendor_ptid === null || g.vendor_created_at === null
            ? null
            : {
                id: g.vendor_id,
                ptid: g.vendor_ptid,
                legalName: g.vendor_business_name ?? g.vendor_dba_name,
                tin: g.vendor_tin_encrypted
                  ? maskedTin(deps.encryption.decrypt(g.vendor_tin_encrypted, 'vendor.tin'), g.vendor_tin_type)
                  : null,
                tinType: g.vendor_tin_type ?? 'UNKNOWN',
                createTime: g.vendor_created_at.toISOString(),
              },
      },
    ]),
  );
  return ids.flatMap((id) => {
    const group = byId.get(id);
    return group ? [group] : [];
  });
}
