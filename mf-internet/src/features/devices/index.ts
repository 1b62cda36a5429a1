// A feature's public face: what other features of this remote may use (lint enforces it).
export { CustomerDevicesTab } from './components/customer-devices-tab';
