export * from './processors.module.js';
export * from './worker.module.js';
