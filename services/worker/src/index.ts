export * from './processors.module.js';
export * from './worker.module.js';
export { DamageHoldScan } from './damage-hold/damage-hold-scan.js';
