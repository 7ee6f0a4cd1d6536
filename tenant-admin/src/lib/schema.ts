// Names for the vendor API's OpenAPI schemas (generated into api-schema.ts by `npm run api-types`);
// the same helpers as web/src/lib/schema.ts.
import type { components } from './api-schema';

export type Schemas = components['schemas'];

/** A schema of the OpenAPI document, by name. */
export type Schema<K extends keyof Schemas> = Schemas[K];

/** A schema with some fields narrower than the document says (a value list the backend writes as a free string). */
export type Narrow<T, N extends { [K in keyof N]: K extends keyof T ? unknown : never }> = Omit<T, keyof N> & N;

/**
 * A schema as a response carries it: poem-openapi sends every `Option<T>` field (`null` for None), so in an
 * answer every field is present. Request bodies keep the document's optional fields.
 */
export type Sent<T> = T extends readonly (infer U)[] ? Sent<U>[] : T extends object ? { [K in keyof T]-?: Sent<T[K]> } : T;
