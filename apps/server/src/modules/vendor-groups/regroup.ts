import type { RegroupRequest, RegroupResult } from '@app/shared/vendor-groups/vendor-groups';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { DbTransaction } from '../../platform/db/database';
import { keepsVendor, moveRefusal, vendorOfCov, type GroupFacts, type MoveRefusal, type MovingCov } from './regroup-rules';
import { loadCovgs } from './vendor-group-queries';
import { anyOf } from '../../platform/db/any-of';

/** One COV and where it should be: an existing group, or the New Group numbered `newGroup` of the request. */
export interface RequestedMove {
  covId: number;
  target: { covgId: number } | { newGroup: number };
}

export interface RegroupOutcome {
  moved: Array<{ covId: number; from: number; to: number }>;
  refused: Array<{ covId: number; reason: MoveRefusal }>;
  /** Every group that lost or gained a COV, in the order first touched. */
  affected: number[];
}

interface PlannedMove {
  cov: MovingCov & { legalName: string; category: string | null };
  from: GroupFacts;
  to: GroupFacts & { newGroup?: number };
  vendorId: number | null;
}

/**
 * Moves COVs between groups inside the caller's transaction (decision 186). The COVs and groups are
 * locked first (ascending ids, so two regroups cannot deadlock), each move is checked by `moveRefusal`,
 * then the allowed ones are written. What belongs to the vendor follows its records: a group that no
 * longer holds a record of its vendor hands the vendor link, the vendor's enrolment with the client and
 * the codes that enrolment used to the group that received them; a group left without COVs hands its
 * remaining signup codes and enrolments to the group its first COV went to and is trashed.
 */
export async function applyRegroup(trx: DbTransaction, ctx: ServiceContext, requested: readonly RequestedMove[]): Promise<RegroupOutcome> {
  const actor = requireActor(ctx);
  const counts = new Map<number, number>();
  for (const move of requested) counts.set(move.covId, (counts.get(move.covId) ?? 0) + 1);
  const covIds = [...counts.keys()];
  const covRows = covIds.length
    ? await trx
        .selectFrom('covs')
        .select(['id', 'covg_id', 'trashed', 'vendor_id', 'legal_name', 'category'])
        .where('id', '=', anyOf(covIds))
        .orderBy('id')
        .forUpdate()
        .execute()
    : [];
  const covs = new Map(covRows.map((row) => [row.id, row]));
  const groupIds = new Set<number>(covRows.map((row) => row.covg_id));
  for (const move of requested) if ('covgId' in move.target) groupIds.add(move.target.covgId);
  const groupRows = groupIds.size
    ? await trx
        .selectFrom('covgs')
        .select(['id', 'client_id', 'trashed', 'vendor_id'])
        .where('id', '=', anyOf([...groupIds]))
        .orderBy('id')
        .forUpdate()
        .execute()
    : [];
  const groups = new Map<number, GroupFacts>(
    groupRows.map((g) => [g.id, { id: g.id, clientId: g.client_id, trashed: g.trashed, vendorId: g.vendor_id }]),
  );
  const originalVendor = new Map(groupRows.map((g) => [g.id, g.vendor_id]));
  const newGroups = new Map<number, GroupFacts & { newGroup: number }>();

  const outcome: RegroupOutcome = { moved: [], refused: [], affected: [] };
  const planned: PlannedMove[] = [];
  for (const move of requested) {
    if ((counts.get(move.covId) ?? 0) > 1) {
      if (!outcome.refused.some((r) => r.covId === move.covId)) outcome.refused.push({ covId: move.covId, reason: 'COV named twice' });
      continue;
    }
    const row = covs.get(move.covId);
    if (!row) {
      outcome.refused.push({ covId: move.covId, reason: 'COV not found' });
      continue;
    }
    if ('covgId' in move.target && move.target.covgId === row.covg_id) continue;
    const cov = {
      id: row.id,
      covgId: row.covg_id,
      trashed: row.trashed,
      vendorId: row.vendor_id,
      legalName: row.legal_name,
      category: row.category,
    };
    const from = groups.get(row.covg_id)!;
    let to: (GroupFacts & { newGroup?: number }) | undefined;
    if ('covgId' in move.target) to = groups.get(move.target.covgId);
    else {
      // A New Group belongs to the client of the first COV dropped into it.
      to = newGroups.get(move.target.newGroup) ?? {
        id: 0,
        clientId: from.clientId,
        trashed: false,
        vendorId: null,
        newGroup: move.target.newGroup,
      };
    }
    const refusal = moveRefusal(cov, from, to);
    if (refusal || !to) {
      outcome.refused.push({ covId: cov.id, reason: refusal ?? 'group not found' });
      continue;
    }
    const vendorId = vendorOfCov(cov, from);
    // The first record of a vendor links an unlinked group to it, so a later record of another vendor is refused.
    if (to.vendorId === null && vendorId !== null) to.vendorId = vendorId;
    if (to.newGroup !== undefined) newGroups.set(to.newGroup, to as GroupFacts & { newGroup: number });
    planned.push({ cov, from, to, vendorId });
  }
  if (planned.length === 0) return outcome;

  const now = new Date();
  const touched = { updated_at: now, updated_by: actor.userId };
  // New Groups are created once, named after the first COV they receive.
  const createdIds = new Map<number, number>();
  for (const plan of planned) {
    const key = plan.to.newGroup;
    if (key === undefined || createdIds.has(key)) continue;
    const created = await trx
      .insertInto('covgs')
      .values({
        client_id: plan.to.clientId,
        preferred_name: plan.cov.legalName,
        category: plan.cov.category,
        vendor_id: plan.to.vendorId,
        created_by: actor.userId,
        ...touched,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    createdIds.set(key, created.id);
  }
  const targetId = (plan: PlannedMove) => (plan.to.newGroup === undefined ? plan.to.id : createdIds.get(plan.to.newGroup)!);

  for (const plan of planned) {
    const to = targetId(plan);
    await trx
      .updateTable('covs')
      .set({ covg_id: to, vendor_id: plan.vendorId, ...touched })
      .where('id', '=', plan.cov.id)
      .execute();
    outcome.moved.push({ covId: plan.cov.id, from: plan.from.id, to });
  }
  // Existing groups a record linked to a vendor for the first time.
  for (const [id, facts] of groups) {
    if (facts.vendorId !== null && originalVendor.get(id) === null) {
      await trx.updateTable('covgs').set({ vendor_id: facts.vendorId }).where('id', '=', id).execute();
    }
  }

  const sources = [...new Set(planned.map((plan) => plan.from.id))];
  for (const source of sources) {
    const leaving = planned.filter((plan) => plan.from.id === source);
    const remaining = await trx
      .selectFrom('covs')
      .select(['vendor_id'])
      .where('covg_id', '=', source)
      .where('trashed', '=', false)
      .execute();
    const vendorId = originalVendor.get(source) ?? null;
    if (
      vendorId !== null &&
      !keepsVendor(
        remaining.map((r) => ({ vendorId: r.vendor_id })),
        vendorId,
      )
    ) {
      const heir = leaving.find((plan) => plan.vendorId === vendorId) ?? leaving[0]!;
      const destination = targetId(heir);
      const enrolments = await trx
        .updateTable('enrollments')
        .set({ covg_id: destination })
        .where('covg_id', '=', source)
        .where('vendor_id', '=', vendorId)
        .returning('signup_code')
        .execute();
      const codes = enrolments.flatMap((e) => (e.signup_code ? [e.signup_code] : []));
      if (codes.length) await trx.updateTable('signup_codes').set({ covg_id: destination }).where('code', '=', anyOf(codes)).execute();
      await trx.updateTable('covgs').set({ vendor_id: null }).where('id', '=', source).execute();
      await trx.updateTable('covgs').set({ vendor_id: vendorId }).where('id', '=', destination).where('vendor_id', 'is', null).execute();
    }
    if (remaining.length === 0) {
      const destination = targetId(leaving[0]!);
      await trx.updateTable('signup_codes').set({ covg_id: destination }).where('covg_id', '=', source).execute();
      await trx.updateTable('enrollments').set({ covg_id: destination }).where('covg_id', '=', source).execute();
      await trx.updateTable('covgs').set({ trashed: true, trashed_at: now, trashed_by: actor.userId }).where('id', '=', source).execute();
    }
  }
  for (const move of outcome.moved) {
    for (const id of [move.from, move.to]) if (!outcome.affected.includes(id)) outcome.affected.push(id);
  }
  await trx.updateTable('covgs').set(touched).where('id', '=', anyOf(outcome.affected)).execute();
  return outcome;
}

/**
 * POST /services/covg/regroup: the loaded groups as the admin arranged them; every COV not in the group
 * it is listed under moves there, in one transaction with its audit entry (spec 002 §4).
 */
export async function regroup(ctx: ServiceContext, input: RegroupRequest): Promise<RegroupResult> {
  const requested: RequestedMove[] = input.covgs.flatMap((group, index) =>
    group.covs.map((cov) => ({ covId: cov.id, target: group.id ? { covgId: group.id } : { newGroup: index } })),
  );
  return ctx.db.transaction().execute(async (trx) => {
    const outcome = await applyRegroup(trx, ctx, requested);
    await recordAudit(trx, ctx, {
      action: 'covg.regrouped',
      entityType: 'covg',
      details: { moved: outcome.moved, couldNotMove: outcome.refused },
    });
    return {
      affectedCovgs: await loadCovgs({ db: trx, encryption: ctx.encryption }, outcome.affected),
      covsThatMoved: outcome.moved.map((move) => move.covId),
      covsThatCouldNotMove: outcome.refused.map((refusal) => refusal.covId),
    };
  });
}
