// MikroTik rate limit (the Mikrotik-Rate-Limit RADIUS attribute):
// rx-rate[/tx-rate] [rx-burst-rate[/tx-burst-rate] [rx-burst-threshold[/tx-burst-threshold]
// [rx-burst-time[/tx-burst-time] [priority] [rx-rate-min[/tx-rate-min]]]]]

const RATE = String.raw`\d+[kM]?`;
const RATE_PAIR = String.raw`${RATE}(?:/${RATE})?`;
const TIME_PAIR = String.raw`\d+s?(?:/\d+s?)?`;
const PRIORITY = '[1-8]';
export const MIKROTIK_RATE_LIMIT = new RegExp(
  `^${RATE_PAIR}(?: ${RATE_PAIR}(?: ${RATE_PAIR}(?: ${TIME_PAIR}(?: ${PRIORITY}(?: ${RATE_PAIR})?)?)?)?)?$`,
);
