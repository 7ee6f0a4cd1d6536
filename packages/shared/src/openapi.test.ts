// @vitest-environment node
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiUrl, Narrow, PostArgs, PostBodyOf, PostCallOf, PostPathOf, Sent } from './openapi';

// The shape openapi-typescript generates: a present method is a required key, an absent one `?: never`.
interface Paths {
  '/login': {
    get?: never;
    post: { requestBody: { content: { 'application/json; charset=utf-8': { email: string; remember?: boolean } } } };
  };
  '/logout': { post: { requestBody?: never } };
  '/items/{id}/photo': { post: { requestBody: { content: { 'multipart/form-data': { file: string } } } } };
  '/items': { get: { requestBody?: never }; post?: never };
}

describe('OpenAPI body types', () => {
  it('list the POST paths and their bodies', () => {
    expectTypeOf<PostPathOf<Paths>>().toEqualTypeOf<'/login' | '/logout' | '/items/{id}/photo'>();
    expectTypeOf<PostBodyOf<Paths, '/login'>>().toEqualTypeOf<{ email: string; remember?: boolean }>();
    expectTypeOf<PostBodyOf<Paths, '/logout'>>().toEqualTypeOf<undefined>();
    expectTypeOf<PostBodyOf<Paths, '/items/{id}/photo'>>().toEqualTypeOf<FormData>();
  });

  it('pair each URL with its body, then the options', () => {
    expectTypeOf<ApiUrl<'/items/{id}/photo'>>().toEqualTypeOf<`/api/items/${string}/photo`>();
    type Call = PostCallOf<Paths>;
    expectTypeOf<['/api/login', { email: string }]>().toExtend<Call>();
    expectTypeOf<['/api/logout']>().toExtend<Call>();
    expectTypeOf<['/api/items/7/photo', FormData]>().toExtend<Call>();
    expectTypeOf<['/api/login', { email: number }]>().not.toExtend<Call>();
    expectTypeOf<['/api/items', undefined]>().not.toExtend<Call>();
    expectTypeOf<['/api/login', { email: string }, { auth: false }]>().toExtend<PostArgs<Call, { auth?: boolean }>>();
  });

  it('make answers complete and narrow free strings', () => {
    expectTypeOf<Sent<{ a?: string | null; b: { c?: number }[] }>>().toEqualTypeOf<{ a: string | null; b: { c: number }[] }>();
    expectTypeOf<Narrow<{ status: string; id: number }, { status: 'active' | 'locked' }>['status']>().toEqualTypeOf<'active' | 'locked'>();
  });
});
