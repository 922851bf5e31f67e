export * from './processors.module.js';
export * from './operations-server.js';
export * from './worker.module.js';
