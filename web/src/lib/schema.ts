/**
 * Names for the backend's OpenAPI schemas (generated into api-schema.ts by `npm run api-types`).
 * Features re-export them from their api/types.ts under the names the screens use.
 */
import type { components, paths } from './api-schema';

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

/*
 * Request bodies, by path. The server refuses a body that does not match the document (a number where it
 * says string is a 400), so api.post takes only a path the document declares, with that path's body.
 */

/** A document path as the app calls it: `/api` in front, each `{param}` filled with anything. */
type Url<P extends string> = `/api${Fill<P>}`;
type Fill<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Fill<Tail>}` : P;

/** A path of the document (without `/api`) that answers POST. */
export type PostPath = { [P in keyof paths]: paths[P]['post'] extends object ? P : never }[keyof paths];

type Content<Op> = Op extends { requestBody?: infer B } ? ([NonNullable<B>] extends [never] ? never : NonNullable<B> extends { content: infer C } ? C : never) : never;

/** What a POST sends: the JSON schema, FormData for a multipart upload, nothing when the document takes no body. */
type Body<Op> = [Content<Op>] extends [never]
  ? undefined
  : Content<Op> extends { 'application/json; charset=utf-8': infer Json }
    ? Json
    : Content<Op> extends { 'multipart/form-data': unknown }
      ? FormData
      : never;

/** The body the document declares for POST `P` (the document's path, without `/api`): its JSON schema, or FormData. */
export type PostBody<P extends PostPath> = Body<NonNullable<paths[P]['post']>>;

/**
 * Every POST the document declares, as `[url, body]`: a path and its body travel together, so a call
 * built in one place and sent in another (the order actions) is still checked.
 */
export type PostCall = {
  [P in PostPath]: undefined extends PostBody<P> ? [url: Url<P>, body?: PostBody<P>] : [url: Url<P>, body: PostBody<P>];
}[PostPath];
