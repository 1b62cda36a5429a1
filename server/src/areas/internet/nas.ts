import { nasCalls } from '@console/api/contract';
import type { z } from 'zod';
import { atLeastCharacters, nasCreate, NAS_SECRET_MIN_LENGTH, type Nas, type NasVendor } from '@console/api/contract';
import type { Tx } from '../../db/schema';
import { conflict, validationFailure } from '../../http/api-error';
import { tableList } from '../../http/list-query';
import type { RecordType } from '../../http/record-routes';
import { linkedNames } from './references';

async function assertNasnameFree(tx: Tx, nasname: string, exceptId: string | null) {
  const taken = await tx.selectFrom('nas').select('id').where('nasname', '=', nasname).executeTakeFirst();
  if (taken && taken.id !== exceptId) throw conflict(`A NAS named ${nasname} already exists.`, 'nasname');
}

/** The table's columns from a create or update body: the flag as 1 or 0, as SQLite keeps it. */
function columns({ coaPort, requireMessageAuthenticator, ...fields }: z.output<typeof nasCreate>) {
  return { ...fields, coaPort, requireMessageAuthenticator: requireMessageAuthenticator ? 1 : 0 };
}

export const nas: RecordType<Nas, typeof nasCalls> = {
  calls: nasCalls,
  table: 'nas',
  // 'NAS' is its own plural: the list answers `nasList`.
  list: tableList('nas', nasCalls.list, {
    sortable: ['shortname', 'nasname', 'ports'],
    filters: { nasname: 'text', shortname: 'text' },
    order: ['nasname', 'id'],
  }),
  async load(db, ids) {
    const rows = await db.selectFrom('nas').selectAll().where('id', 'in', ids).execute();
    return rows.map(({ coaPort: coa_port, requireMessageAuthenticator, vendor, ...row }) => ({
      ...row,
      vendor: vendor as NasVendor,
      coaPort: Number(coa_port),
      requireMessageAuthenticator: Number(requireMessageAuthenticator) === 1,
    }));
  },
  // The shared secret goes out only where it is edited (the single NAS), never in the list.
  listItem: ({ secret, ...rest }) => rest,
  async insert(tx, id, body, now) {
    await assertNasnameFree(tx, body.nasname, null);
    await tx
      .insertInto('nas')
      .values({ id, ...columns(body), type: 'other', server: null, community: null, created: now, updated: now })
      .execute();
  },
  async write(tx, current, { id, updated, ...fields }) {
    // A secret kept as it was may be shorter (saved before the rule); a new one must be long (issue 31).
    if (fields.secret !== current.secret && fields.secret.length < NAS_SECRET_MIN_LENGTH) {
      throw validationFailure({ secret: atLeastCharacters(NAS_SECRET_MIN_LENGTH) });
    }
    await assertNasnameFree(tx, fields.nasname, current.id);
    await tx.updateTable('nas').set(columns(fields)).where('id', '=', current.id).execute();
  },
  label: (row) => `NAS ${row.nasname}`,
  async usages(tx, row) {
    const profiles = await linkedNames(tx, { table: 'service_profile_nas', key: 'nasId', target: 'profileId', named: 'service_profiles' }, row.id);
    return [{ singular: 'profile', plural: 'profiles', names: profiles }];
  },
};
