import { VENDOR_GROUP_TEXTS, type Covg, type SignupCode } from '@app/shared/vendor-groups/vendor-groups';
import { requireActor, type ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { covgIdsBy, loadCovgs, signupCodesWhere } from './vendor-group-queries';

/** GET /services/signup-code/{code}: the code's card (case-insensitive); 404 with the spec's warning. */
export async function signupCodeByCode(ctx: ServiceContext, params: { code: string }): Promise<SignupCode> {
  requireActor(ctx);
  const [code] = await signupCodesWhere(ctx.db, { code: params.code });
  if (!code) throw notFound(VENDOR_GROUP_TEXTS.notFound);
  return code;
}

/** GET /services/signup-code/all/{covgId}: every code of a group (404 for an unknown group). */
export async function signupCodesOfGroup(ctx: ServiceContext, params: { covgId: number }): Promise<SignupCode[]> {
  requireActor(ctx);
  const [id] = await covgIdsBy(ctx.db, { covgId: params.covgId });
  if (id === undefined) throw notFound(VENDOR_GROUP_TEXTS.notFound);
  return signupCodesWhere(ctx.db, { covgId: id });
}

/**
 * One vendor group by an identifier (GET /covg/id, /covg/covId, /covg/signupCode), trashed ones
 * included (the search marks them); 404 'Unable to find vendor group'.
 */
export async function covgBy(ctx: ServiceContext, by: { signupCode: string } | { covgId: number } | { covId: number }): Promise<Covg> {
  requireActor(ctx);
  const [group] = await loadCovgs(ctx, await covgIdsBy(ctx.db, by));
  if (!group) throw notFound(VENDOR_GROUP_TEXTS.notFound);
  return group;
}

/** GET /covg/ptid/{ptid}: every group of the vendor with that PTID (linked, or holding a record linked to it). */
export async function covgsByPtid(ctx: ServiceContext, params: { ptid: string }): Promise<Covg[]> {
  requireActor(ctx);
  const groups = await loadCovgs(ctx, await covgIdsBy(ctx.db, { ptid: params.ptid }));
  if (groups.length === 0) throw notFound(VENDOR_GROUP_TEXTS.notFound);
  return groups;
}
