import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { idRequest, listRequest, nasCreate, nasUpdate, type Nas } from '@console/api';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';
import { assertUnused } from './in-use';
import { ACCESS, BASE } from './internet-access';
import type { NasTable } from './internet-tables';

/** The shared secret goes out only where it is edited (the single NAS), never in the list. */
function toNas(row: Selectable<NasTable>, withSecret: boolean): Nas {
  const { secret, ...rest } = row;
  return withSecret ? { ...rest, secret } : rest;
}

async function findNas(db: Db | Tx, id: string) {
  const row = await db.selectFrom('nas').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('NAS');
  return row;
}

async function assertNasnameFree(tx: Tx, nasname: string, exceptId: string | null) {
  const taken = await tx.selectFrom('nas').select('id').where('nasname', '=', nasname).executeTakeFirst();
  if (taken && taken.id !== exceptId) throw conflict(`A NAS named ${nasname} already exists.`);
}

export function nasRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: `${BASE}/naslist`,
    access: ACCESS.listNas,
    body: listRequest,
    async handler({ body, deps }) {
      const { items, size } = await runList(
        deps.db.selectFrom('nas'),
        {
          ...body,
          filters: { nasname: { column: 'nasname', match: 'text' }, shortname: { column: 'shortname', match: 'text' } },
        },
        (q) => q.selectAll().orderBy('nasname').orderBy('id'),
      );
      return { nasList: items.map((row) => toNas(row, false)), size };
    },
  });

  defineRoute(app, {
    url: `${BASE}/nas`,
    access: ACCESS.readNas,
    body: idRequest,
    async handler({ body, deps }) {
      return { nas: toNas(await findNas(deps.db, body.id), true) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/nas/create`,
    access: ACCESS.createNas,
    body: nasCreate,
    message: 'Created successfully',
    async handler({ body, deps }) {
      const now = nowSeconds();
      const row: Selectable<NasTable> = {
        id: newId(), ...body, type: 'other', server: null, community: null, created: now, updated: now,
      };
      await deps.db.transaction().execute(async (tx) => {
        await assertNasnameFree(tx, body.nasname, null);
        await tx.insertInto('nas').values(row).execute();
      });
      return { nas: toNas(row, true) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/nas/update`,
    access: ACCESS.modifyNas,
    body: nasUpdate,
    message: 'Updated successfully',
    async handler({ body, deps }) {
      const saved = await deps.db.transaction().execute(async (tx) => {
        const row = await findNas(tx, body.id);
        assertNotStale(body.updated, row.updated);
        await assertNasnameFree(tx, body.nasname, row.id);
        const { id, updated, ...fields } = body;
        const next = { ...row, ...fields, updated: nextStamp(row.updated) };
        assertWritten(
          await tx
            .updateTable('nas')
            .set({ ...fields, updated: next.updated })
            .where('id', '=', row.id)
            .where('updated', '=', row.updated)
            .executeTakeFirst(),
        );
        return next;
      });
      return { nas: toNas(saved, true) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/nas/delete`,
    access: ACCESS.deleteNas,
    body: idRequest,
    message: 'Deleted successfully',
    async handler({ body, deps }) {
      await deps.db.transaction().execute(async (tx) => {
        const row = await findNas(tx, body.id);
        const profiles = await tx
          .selectFrom('service_profile_nas')
          .innerJoin('service_profiles', 'service_profiles.id', 'service_profile_nas.profile_id')
          .select('service_profiles.name')
          .where('service_profile_nas.nas_id', '=', row.id)
          .orderBy('service_profiles.name')
          .execute();
        assertUnused(`NAS ${row.nasname}`, [{ singular: 'profile', plural: 'profiles', names: profiles.map((p) => p.name) }]);
        await tx.deleteFrom('nas').where('id', '=', row.id).execute();
      });
      return null;
    },
  });
}
