/**
 * The tables FreeRADIUS writes (migration 0010), as the console reads them. Times are what each
 * dialect stores: epoch seconds on SQLite (FreeRADIUS's SQLite queries write them so, `radpostauth.authdate`
 * too), timestamps with time zone on PostgreSQL.
 */
type RadiusTime = number | string | Date | null;

export interface RadacctTable {
  radacctid: number;
  acctsessionid: string;
  acctuniqueid: string;
  username: string | null;
  realm: string | null;
  nasipaddress: string;
  nasportid: string | null;
  nasporttype: string | null;
  acctstarttime: RadiusTime;
  acctupdatetime: RadiusTime;
  acctstoptime: RadiusTime;
  acctinterval: number | null;
  acctsessiontime: number | null;
  acctauthentic: string | null;
  connectinfoStart: string | null;
  connectinfoStop: string | null;
  acctinputoctets: number | null;
  acctoutputoctets: number | null;
  calledstationid: string | null;
  callingstationid: string | null;
  acctterminatecause: string | null;
  servicetype: string | null;
  framedprotocol: string | null;
  framedipaddress: string | null;
  framedipv6address: string | null;
  framedipv6prefix: string | null;
  framedinterfaceid: string | null;
  delegatedipv6prefix: string | null;
  class: string | null;
  /** The console's NAS row the session's packets came from (migration 0017); Disconnect and CoA go there. */
  nasId: string | null;
}

export interface RadpostauthTable {
  id: number;
  username: string;
  pass: string | null;
  reply: string | null;
  authdate: RadiusTime;
  class: string | null;
}

export interface NasreloadTable {
  nasipaddress: string;
  reloadtime: RadiusTime;
}

/** The UTC offsets of RADIUS_TIME_ZONE (migration 0017, radius-clock.ts). */
export interface RadiusClockTable {
  since: number;
  utcOffset: number;
}

/** Bytes per login per day in RADIUS_TIME_ZONE (days since 1970), kept by a trigger on radacct (migration 0024). */
export interface RadiusUsageTable {
  username: string;
  day: number;
  inputOctets: number;
  outputOctets: number;
}

export interface RadiusTables {
  radacct: RadacctTable;
  radiusUsage: RadiusUsageTable;
  radiusClock: RadiusClockTable;
  radpostauth: RadpostauthTable;
  nasreload: NasreloadTable;
}
