// A feature's public face: what other features of this remote may use (lint enforces it).
export { CustomerNoticesTab } from './components/customer-notices-tab';
export { NoticesPage } from './components/notices-page';
