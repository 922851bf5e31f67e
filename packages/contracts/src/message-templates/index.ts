export * from './template-catalogue.js';
export * from './template-payloads.js';
