// A feature's public face: what other features of this remote may use (lint enforces it).
export { HotspotPagesDownload } from './components/hotspot-pages-download';
