export * from './processors.module.js';
export * from './worker.module.js';
export { DamageHoldScan } from './damage-hold/damage-hold-scan.js';
export { StayEmailScan } from './reservations/stay-email-scan.js';
