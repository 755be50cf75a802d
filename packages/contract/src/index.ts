export * from './accounts.js';
export * from './enums.js';
export * from './errors.js';
export * from './fields.js';
export * from './limits.js';
export * from './messages.js';
export * from './money.js';
export * from './rules.js';
