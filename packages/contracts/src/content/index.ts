export * from './content-kinds.js';
export * from './content-text.js';
export * from './guide-content.js';
export * from './home-content.js';
export * from './house-rules-content.js';
export * from './policy-content.js';
export * from './content-fields.js';
