export * from './fake-sendgrid.js';
export * from './fake-stripe.js';
export * from './test-config.js';
export * from './test-database.js';
export * from './test-redis.js';
export * from './wait-for.js';
export * from './child-process.js';
export * from './free-port.js';
