// A feature's public face: what other features of this remote may use (lint enforces it).
export { useListPlansQuery } from './api/plans-api';
export { validityText } from './components/plan-format';
