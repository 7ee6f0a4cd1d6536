/**
 * Names for the backend's OpenAPI schemas (generated into api-schema.ts by `npm run api-types`), and the
 * request bodies by path. Features re-export the schemas from their api/types.ts under the names the
 * screens use. The types themselves are @rangkai/shared's (the vendor console binds them to its own
 * document); this file binds them to this document.
 */
import type { PostBodyOf, PostCallOf, PostPathOf } from '@rangkai/shared';
import type { components, paths } from './api-schema';

/** Narrow: some fields narrower than the document says; Sent: a schema as a response carries it. */
export type { Narrow, Sent } from '@rangkai/shared';

/** A schema of the OpenAPI document, by name. */
export type Schema<K extends keyof components['schemas']> = components['schemas'][K];

/*
 * Request bodies, by path. The server refuses a body that does not match the document (a number where it
 * says string is a 400), so api.post takes only a path the document declares, with that path's body.
 */

/** The body the document declares for POST `P` (the document's path, without `/api`): its JSON schema, or FormData. */
export type PostBody<P extends PostPathOf<paths>> = PostBodyOf<paths, P>;

/**
 * Every POST the document declares, as `[url, body]`: a path and its body travel together, so a call
 * built in one place and sent in another (the order actions) is still checked.
 */
export type PostCall = PostCallOf<paths>;
