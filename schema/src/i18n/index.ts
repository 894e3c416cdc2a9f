import enCommon from './en/common.json' with { type: 'json' };

export * from './languages.js';

/** The shared namespace (API messages, rule messages, reference labels, e-mails), English. */
export { enCommon };
export type CommonCatalog = typeof enCommon;
/** Stable codes of field-level rule failures (FieldError.code); each is a key of `validation` in `common`. */
export type ValidationCode = keyof CommonCatalog['validation'];
/** Reference lists with translated labels, by the name the catalog's `reference` section uses. */
export type ReferenceListName = keyof CommonCatalog['reference'];
