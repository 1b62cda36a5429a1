// A feature's public face: what other features of this remote may use (lint enforces it).
export { CustomerUsageTab } from './components/customer-usage-tab';
export { NasUsagePage } from './components/nas-usage-page';
export { NasUsageLink } from './components/nas-usage-link';
