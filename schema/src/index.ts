export * from './reference/lists.js';
export * from './rules/messages.js';
export * from './rules/support.js';
export * from './rules/fields.js';
export * from './rules/forms.js';
export * from './i18n/index.js';
export * from './rules/conversation.js';
export * from './rules/interest.js';
