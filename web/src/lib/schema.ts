/**
 * Names for the backend's OpenAPI schemas (generated into api-schema.ts by `npm run api-types`).
 * Features re-export them from their api/types.ts under the names the screens use.
 */
import type { components } from './api-schema';

export type Schemas = components['schemas'];

/** A schema of the OpenAPI document, by name. */
export type Schema<K extends keyof Schemas> = Schemas[K];

/**
 * A schema with some fields narrower than the document says: the backend writes them as free strings
 * (an enum listed only in the description) or as free JSON. Every use is a gap in the document.
 */
export type Narrow<T, N extends { [K in keyof N]: K extends keyof T ? unknown : never }> = Omit<T, keyof N> & N;

/**
 * A schema as a response carries it. poem-openapi leaves an `Option<T>` field out of `required`, yet always
 * sends it (`null` for None), so in an answer every field is present: `field: T | null`, never `field?: T`.
 * Request bodies keep the document's optional fields.
 */
export type Sent<T> = T extends readonly (infer U)[] ? Sent<U>[] : T extends object ? { [K in keyof T]-?: Sent<T[K]> } : T;
