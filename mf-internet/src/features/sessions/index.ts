// A feature's public face: what other features of this remote may use (lint enforces it).
export { CustomerSessionsTab } from './components/customer-sessions-tab';
export { DisconnectBanner } from './components/disconnect-banner';
export { dateAndTime, nasOf } from './components/session-columns';
export { formatBytes, formatDuration } from './components/session-format';
export { quotaLeft, quotaSize, quotaUsed } from './components/data-quota-format';
