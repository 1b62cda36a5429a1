import type { FastifyInstance } from 'fastify';
import { idRequest, listRequest, profileCreate, profileUpdate, type Profile } from '@console/api';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';
import { assertUnused } from './in-use';
import { ACCESS, BASE } from './internet-access';
import { assertAllExist } from './references';

/** Spec section 7 gives the profile writes both under the internet prefix and under /internet. */
const WRITE_PREFIXES = [BASE, '/internet'];

/** Profiles with their allowed NAS, in the order of `ids`. */
async function loadProfiles(db: Db | Tx, ids: string[]): Promise<Profile[]> {
  if (ids.length === 0) return [];
  const [rows, links] = await Promise.all([
    db.selectFrom('service_profiles').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('service_profile_nas')
      .innerJoin('nas', 'nas.id', 'service_profile_nas.nas_id')
      .select(['service_profile_nas.profile_id', 'nas.id', 'nas.nasname'])
      .where('service_profile_nas.profile_id', 'in', ids)
      .orderBy('nas.nasname')
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        description: row.description,
        rateLimit: row.rate_limit,
        ipPool: row.ip_pool,
        nasProfiles: links.filter((l) => l.profile_id === id).map((l) => ({ nas: { id: l.id, nasname: l.nasname } })),
        created: row.created,
        updated: row.updated,
      },
    ];
  });
}

async function findProfile(db: Db | Tx, id: string): Promise<Profile> {
  const [profile] = await loadProfiles(db, [id]);
  if (!profile) throw notFound('Profile');
  return profile;
}

async function linkNas(tx: Tx, profileId: string, nasIds: string[]): Promise<void> {
  await assertAllExist(tx, 'nas', nasIds, 'NAS');
  if (nasIds.length) {
    await tx.insertInto('service_profile_nas').values(nasIds.map((nasId) => ({ profile_id: profileId, nas_id: nasId }))).execute();
  }
}

export function profileRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: `${BASE}/profiles`,
    access: ACCESS.listProfiles,
    body: listRequest,
    async handler({ body, deps }) {
      const { items, size } = await runList(
        deps.db.selectFrom('service_profiles'),
        { ...body, filters: { name: { column: 'name', match: 'text' } } },
        (q) => q.select('id').orderBy('name').orderBy('id'),
      );
      return { profiles: await loadProfiles(deps.db, items.map((i) => i.id)), size };
    },
  });

  defineRoute(app, {
    url: `${BASE}/profile`,
    access: ACCESS.readProfile,
    body: idRequest,
    async handler({ body, deps }) {
      return { profile: await findProfile(deps.db, body.id) };
    },
  });

  for (const prefix of WRITE_PREFIXES) {
    defineRoute(app, {
      url: `${prefix}/profile/create`,
      access: ACCESS.createProfile,
      body: profileCreate,
      message: 'Created successfully',
      async handler({ body, deps }) {
        const now = nowSeconds();
        const id = newId();
        const profile = await deps.db.transaction().execute(async (tx) => {
          await tx
            .insertInto('service_profiles')
            .values({
              id, name: body.name, description: body.description, rate_limit: body.rateLimit, ip_pool: body.ipPool,
              created: now, updated: now,
            })
            .execute();
          await linkNas(tx, id, body.nasProfiles);
          return findProfile(tx, id);
        });
        return { profile };
      },
    });

    defineRoute(app, {
      url: `${prefix}/profile/update`,
      access: ACCESS.modifyProfile,
      body: profileUpdate,
      message: 'Updated successfully',
      async handler({ body, deps }) {
        const profile = await deps.db.transaction().execute(async (tx) => {
          const row = await findProfile(tx, body.id);
          assertNotStale(body.updated, row.updated);
          assertWritten(
            await tx
              .updateTable('service_profiles')
              .set({
                name: body.name, description: body.description, rate_limit: body.rateLimit, ip_pool: body.ipPool,
                updated: nextStamp(row.updated),
              })
              .where('id', '=', row.id)
              .where('updated', '=', row.updated)
              .executeTakeFirst(),
          );
          await tx.deleteFrom('service_profile_nas').where('profile_id', '=', row.id).execute();
          await linkNas(tx, row.id, body.nasProfiles);
          return findProfile(tx, row.id);
        });
        return { profile };
      },
    });

    defineRoute(app, {
      url: `${prefix}/profile/delete`,
      access: ACCESS.deleteProfile,
      body: idRequest,
      message: 'Deleted successfully',
      async handler({ body, deps }) {
        await deps.db.transaction().execute(async (tx) => {
          const row = await findProfile(tx, body.id);
          const [plans, constrained] = await Promise.all([
            tx
              .selectFrom('plans')
              .select('name')
              .where((eb) => eb.or([eb('profile_id', '=', row.id), eb('expired_profile_id', '=', row.id)]))
              .orderBy('name')
              .execute(),
            tx
              .selectFrom('plan_constraints')
              .innerJoin('plans', 'plans.id', 'plan_constraints.plan_id')
              .select('plans.name')
              .distinct()
              .where('plan_constraints.profile_id', '=', row.id)
              .orderBy('plans.name')
              .execute(),
          ]);
          assertUnused(`Profile ${row.name}`, [
            { singular: 'plan', plural: 'plans', names: plans.map((p) => p.name) },
            { singular: 'a constraint of plan', plural: "plans' constraints", names: constrained.map((p) => p.name) },
          ]);
          await tx.deleteFrom('service_profile_nas').where('profile_id', '=', row.id).execute();
          await tx.deleteFrom('service_profiles').where('id', '=', row.id).execute();
        });
        return null;
      },
    });
  }
}
