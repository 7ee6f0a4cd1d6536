// Names for the vendor API's OpenAPI schemas (generated into api-schema.ts by `npm run api-types`), and the
// request bodies by path: the types themselves are @rangkai/shared's (as in web/), bound here to this document.
// The server refuses a body that does not match the document (a number where it says string is a 400), so
// `post` takes only a path the document declares, with that path's body (the vendor API has no uploads).
import type { PostBodyOf, PostCallOf, PostPathOf } from '@rangkai/shared';
import type { components, paths } from './api-schema';

export type { Narrow, Sent } from '@rangkai/shared';

/** A schema of the OpenAPI document, by name. */
export type Schema<K extends keyof components['schemas']> = components['schemas'][K];

/** The JSON body the document declares for POST `P` (the document's path, without `/api`). */
export type PostBody<P extends PostPathOf<paths>> = PostBodyOf<paths, P>;

/** Every POST the document declares, as `[url, body]`. */
export type PostCall = PostCallOf<paths>;
