import { sql, type Kysely } from 'kysely';
import { profileRates } from '../../radius/vendor-rates';

/**
 * Devices and any vendor's equipment (issue 29; docs/radius.md "Devices" and "Vendors"):
 * - nas.vendor: which attributes an Access-Accept through that NAS carries (mikrotik by default);
 * - service_profiles: Idle-Timeout, and the rate limit's two directions in bits per second, from
 *   which the other vendors' bandwidth attributes are written; profile_reply_attributes: the
 *   profile's free-form reply items, checked against FreeRADIUS's dictionaries when saved;
 * - customers.static_ip (Framed-IP-Address, unique) and customers.device_binding ('off', 'first':
 *   the first Calling-Station-Id seen, 'list': the MACs staff listed), with customer_devices holding
 *   the listed MACs and the learned one (FreeRADIUS writes that one at its first Access-Accept);
 * - views FreeRADIUS reads for them, apart from radius_logins: radius_profile_replies (per profile
 *   and vendor), radius_login_replies (per login), radius_device_macs and radius_device_learning.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const text = (value: string) => `CAST(${value} AS text)`;

  await db.schema
    .alterTable('nas')
    .addColumn('vendor', 'varchar(20)', (c) => c.notNull().defaultTo('mikrotik'))
    .execute();
  for (const column of ['idle_timeout', 'upload_rate', 'download_rate']) {
    await db.schema
      .alterTable('service_profiles')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const profiles = await db.selectFrom('service_profiles').select(['id', 'rate_limit']).execute();
  for (const profile of profiles) {
    const { uploadRate, downloadRate } = profileRates(profile.rate_limit);
    await db.updateTable('service_profiles').set({ upload_rate: uploadRate, download_rate: downloadRate }).where('id', '=', profile.id).execute();
  }
  await db.schema
    .createTable('profile_reply_attributes')
    .addColumn('profile_id', 'varchar(45)', (c) => c.notNull().references('service_profiles.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('attribute', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'varchar(253)', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_reply_attributes_pk', ['profile_id', 'position'])
    .execute();

  await db.schema
    .alterTable('customers')
    .addColumn('static_ip', 'varchar(15)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('customers')
    .addColumn('device_binding', 'varchar(10)', (c) => c.notNull().defaultTo('off'))
    .execute();
  // One subscriber per static address: the NAS would hand the same address to two sessions.
  await sql`CREATE UNIQUE INDEX customers_static_ip ON customers (static_ip) WHERE static_ip <> ''`.execute(db);
  await db.schema
    .createTable('customer_devices')
    .addColumn('customer_id', 'varchar(45)', (c) => c.notNull().references('customers.id'))
    .addColumn('mac', 'varchar(17)', (c) => c.notNull())
    // Null: listed by staff; set: learned by FreeRADIUS at that time (epoch seconds).
    .addColumn('learned_at', 'bigint')
    .addPrimaryKeyConstraint('customer_devices_pk', ['customer_id', 'mac'])
    .execute();
  // At most one learned device: two first logins at once cannot both be learned.
  await sql`CREATE UNIQUE INDEX customer_devices_learned ON customer_devices (customer_id) WHERE learned_at IS NOT NULL`.execute(db);

  const views = [
    // Per profile and vendor ('*': every vendor), the reply items the reply query adds (radius/queries).
    `CREATE VIEW radius_profile_replies AS
    SELECT id AS profile_id, 'mikrotik' AS vendor, 1 AS id, 'Mikrotik-Rate-Limit' AS attribute, '=' AS op, rate_limit AS value
      FROM service_profiles WHERE rate_limit <> ''
    UNION ALL SELECT id, 'mikrotik', 2, 'Framed-Pool', '=', ip_pool FROM service_profiles WHERE ip_pool <> ''
    UNION ALL SELECT id, v.vendor, 1, 'WISPr-Bandwidth-Max-Up', '=', ${text('upload_rate')}
      FROM service_profiles JOIN (SELECT 'wispr' AS vendor UNION ALL SELECT 'ubiquiti') v ON 1 = 1 WHERE upload_rate > 0
    UNION ALL SELECT id, v.vendor, 2, 'WISPr-Bandwidth-Max-Down', '=', ${text('download_rate')}
      FROM service_profiles JOIN (SELECT 'wispr' AS vendor UNION ALL SELECT 'ubiquiti') v ON 1 = 1 WHERE download_rate > 0
    UNION ALL SELECT id, 'chillispot', 1, 'ChilliSpot-Bandwidth-Max-Up', '=', ${text('upload_rate / 1000')} FROM service_profiles WHERE upload_rate >= 1000
    UNION ALL SELECT id, 'chillispot', 2, 'ChilliSpot-Bandwidth-Max-Down', '=', ${text('download_rate / 1000')} FROM service_profiles WHERE download_rate >= 1000
    UNION ALL SELECT id, 'pfsense', 1, 'pfSense-Bandwidth-Max-Up', '=', ${text('upload_rate / 1000')} FROM service_profiles WHERE upload_rate >= 1000
    UNION ALL SELECT id, 'pfsense', 2, 'pfSense-Bandwidth-Max-Down', '=', ${text('download_rate / 1000')} FROM service_profiles WHERE download_rate >= 1000
    UNION ALL SELECT id, 'cisco', 1, 'Cisco-AVPair', '+=', 'ip:addr-pool=' || ip_pool FROM service_profiles WHERE ip_pool <> ''
    UNION ALL SELECT id, 'cisco', 2, 'Cisco-AVPair', '+=',
      'lcp:interface-config#1=rate-limit input ' || ${text('upload_rate')} || ' ' || ${text('upload_rate * 3 / 16')} || ' ' || ${text('upload_rate * 3 / 8')}
        || ' conform-action transmit exceed-action drop'
      FROM service_profiles WHERE upload_rate >= 8000
    UNION ALL SELECT id, 'cisco', 3, 'Cisco-AVPair', '+=',
      'lcp:interface-config#2=rate-limit output ' || ${text('download_rate')} || ' ' || ${text('download_rate * 3 / 16')} || ' ' || ${text('download_rate * 3 / 8')}
        || ' conform-action transmit exceed-action drop'
      FROM service_profiles WHERE download_rate >= 8000
    UNION ALL SELECT id, '*', 10, 'Idle-Timeout', '=', ${text('idle_timeout')} FROM service_profiles WHERE idle_timeout > 0
    UNION ALL SELECT profile_id, '*', 100 + position, attribute, '+=', value FROM profile_reply_attributes`,
    // Per login: a subscriber's static address.
    `CREATE VIEW radius_login_replies AS
    SELECT username_key AS username, 'Framed-IP-Address' AS attribute, ':=' AS op, static_ip AS value
    FROM customers WHERE static_ip <> ''`,
    // The MACs a bound login may come from: the learned one ('first') or staff's list ('list').
    `CREATE VIEW radius_device_macs AS
    SELECT c.username_key AS username, d.mac
    FROM customers c JOIN customer_devices d ON d.customer_id = c.id
    WHERE (c.device_binding = 'first' AND d.learned_at IS NOT NULL) OR (c.device_binding = 'list' AND d.learned_at IS NULL)`,
    // Logins bound to their first device that have not been seen from one yet.
    `CREATE VIEW radius_device_learning AS
    SELECT c.username_key AS username, c.id AS customer_id
    FROM customers c
    WHERE c.device_binding = 'first'
      AND NOT EXISTS (SELECT 1 FROM customer_devices d WHERE d.customer_id = c.id AND d.learned_at IS NOT NULL)`,
  ];
  for (const view of views) await sql.raw(view).execute(db);
}
