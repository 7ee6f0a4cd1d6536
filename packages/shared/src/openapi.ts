/**
 * Types over an OpenAPI document as openapi-typescript generates it (each app's src/lib/api-schema.ts,
 * `npm run api-types`); each app's src/lib/schema.ts binds them to its own `paths`.
 */

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

/** A document path as the apps call it: `/api` in front, each `{param}` filled with anything. */
export type ApiUrl<P extends string> = `/api${Fill<P>}`;
type Fill<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Fill<Tail>}` : P;

/** A path of the document (without `/api`) that answers POST. */
export type PostPathOf<Paths> = { [P in keyof Paths]: Paths[P] extends { post: object } ? P : never }[keyof Paths] & string;

type PostOperation<Paths, P extends keyof Paths> = Paths[P] extends { post: infer Op } ? Op : never;

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
export type PostBodyOf<Paths, P extends PostPathOf<Paths>> = Body<PostOperation<Paths, P>>;

/**
 * Every POST the document declares, as `[url, body]`: a path and its body travel together, so a call
 * built in one place and sent in another is still checked. The server refuses a body that does not match
 * the document (a number where it says string is a 400).
 */
export type PostCallOf<Paths> = {
  [P in PostPathOf<Paths>]: undefined extends PostBodyOf<Paths, P> ? [url: ApiUrl<P>, body?: PostBodyOf<Paths, P>] : [url: ApiUrl<P>, body: PostBodyOf<Paths, P>];
}[PostPathOf<Paths>];

/** A client's `post` arguments: a declared call, then the client's own options. */
export type PostArgs<Call, Options> = Call extends [infer U, ...infer B] ? [url: U, ...body: B, options?: Options] : never;
