export * from './content.js';
export * from './language.js';
export * from './localize.js';
export * from './resources.js';
export * from './translation.js';
export * from './translator.js';
