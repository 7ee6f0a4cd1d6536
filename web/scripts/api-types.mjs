#!/usr/bin/env node
// Generates the TypeScript types of the backend's OpenAPI document (src/lib/api-schema.ts), or checks
// that the committed file is what the document gives today.
//
//   npm run api-types                    write src/lib/api-schema.ts
//   npm run api-types:check              exit 1 when the committed file differs (nothing is written)
//
// The document comes from the file named by OPENAPI_JSON, or else from `${BACKEND:-backend} openapi`.
// Options: --check, --out <file> (default src/lib/api-schema.ts), --paths <prefix> (keep only the
// operations under that path prefix and the schemas they reach: the vendor console keeps /api/vendor/).
//
// web/ and tenant-admin/ both run this one file; openapi-typescript is resolved from the package the
// script is run in (its working directory), so each package pins its own version.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

function parseArgs(argv) {
  const args = { check: false, out: 'src/lib/api-schema.ts', paths: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') args.check = true;
    else if (a === '--out') args.out = argv[++i];
    else if (a === '--paths') args.paths = argv[++i];
    else throw new Error(`api-types: unknown argument ${a}`);
  }
  return args;
}

function readDocument() {
  const file = process.env.OPENAPI_JSON;
  if (file) return { doc: JSON.parse(readFileSync(file, 'utf8')), source: file };
  const backend = process.env.BACKEND || 'backend';
  let text;
  try {
    text = execFileSync(backend, ['openapi'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  } catch (e) {
    console.error(`api-types: could not run \`${backend} openapi\` (${e.message.split('\n')[0]}).`);
    console.error('Set OPENAPI_JSON to a saved document, or BACKEND to the backend binary.');
    process.exit(2);
  }
  return { doc: JSON.parse(text), source: `${backend} openapi` };
}

/** Every `#/components/schemas/X` that `value` mentions, followed through the schemas themselves. */
function reachableSchemas(value, schemas) {
  const seen = new Set();
  const visit = (v) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    for (const [k, child] of Object.entries(v)) {
      if (k === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length);
        if (!seen.has(name)) {
          seen.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(value);
  return seen;
}

/** The document cut down to the operations under `prefix` and what they reference. */
function keepPaths(doc, prefix) {
  const paths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([p]) => p.startsWith(prefix)));
  if (Object.keys(paths).length === 0) throw new Error(`api-types: no path of the document starts with ${prefix}`);
  const schemas = doc.components?.schemas ?? {};
  const keep = reachableSchemas(paths, schemas);
  const kept = Object.fromEntries(Object.keys(schemas).filter((n) => keep.has(n)).map((n) => [n, schemas[n]]));
  const usedTags = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op?.tags ?? [])));
  return {
    ...doc,
    tags: doc.tags?.filter((t) => usedTags.has(t.name)),
    paths,
    components: { ...doc.components, schemas: kept },
  };
}

const ANNOTATIONS = new Set(['description', 'title', 'default', 'example', 'deprecated', 'readOnly', 'writeOnly']);

/**
 * What poem-openapi means, written so openapi-typescript reads it:
 * - poem-openapi writes an `Option<T>` field as a property left out of `required`, without `nullable`,
 *   yet sends `None` as `null` (only `skip_serializing_if_is_none` leaves it out). So a property that
 *   is not required reads as `T | null` and optional (`field?: T | null`), never as plain `field?: T`.
 *   A `$ref` ignores a sibling `nullable`, so such a reference becomes `oneOf: [$ref]`. A property with a
 *   `default` (`#[oai(default)]`, not an Option) is left as it is.
 * - a field with a description and a `$ref` comes as `allOf: [$ref, {description}]`: read as the `$ref`.
 */
function normalise(doc) {
  const plainRef = (schema) => {
    if (!Array.isArray(schema.allOf)) return schema;
    const [ref, ...rest] = schema.allOf;
    if (!ref?.$ref || !rest.every((part) => Object.keys(part).every((k) => ANNOTATIONS.has(k)))) return schema;
    const { allOf: _allOf, ...siblings } = schema;
    return { ...Object.assign({}, ...rest), ...siblings, $ref: ref.$ref };
  };
  const nullable = (schema) => {
    if (schema.nullable || Object.keys(schema).every((k) => ANNOTATIONS.has(k))) return schema; // already, or any JSON
    if (schema.default !== undefined && schema.default !== null) return schema; // `#[oai(default)]`: never null
    if (schema.$ref) {
      const { $ref, ...siblings } = schema;
      return { ...siblings, oneOf: [{ $ref }], nullable: true };
    }
    return { ...schema, nullable: true };
  };
  const visit = (value) => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    if (out.properties && typeof out.properties === 'object') {
      const required = new Set(out.required ?? []);
      out.properties = Object.fromEntries(
        Object.entries(out.properties).map(([name, prop]) => {
          const schema = plainRef(prop);
          return [name, required.has(name) ? schema : nullable(schema)];
        }),
      );
    }
    return out;
  };
  return { ...doc, components: visit(doc.components ?? {}) };
}

async function generate(doc, header) {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const { default: openapiTS, astToString } = require('openapi-typescript');
  const ast = await openapiTS(normalise(doc), {
    // A schema without properties (free JSON) reads as unknown, so a screen has to say what it expects.
    emptyObjectsUnknown: true,
    // A property with a default may be left out of a request; answers are read through `Sent` (src/lib/schema.ts).
    defaultNonNullable: false,
    silent: true,
  });
  const body = astToString(ast).replace(/\r\n/g, '\n').replace(/[ \t]+$/gm, '');
  return `${header}\n${body.endsWith('\n') ? body : `${body}\n`}`;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { doc: full, source } = readDocument();
  const doc = args.paths ? keepPaths(full, args.paths) : full;
  const scope = args.paths ? ` (operations under ${args.paths} only)` : '';
  const header = [
    `// Generated from the backend's OpenAPI document${scope} by scripts/api-types.mjs: do not edit.`,
    '// Regenerate with `npm run api-types` (OPENAPI_JSON=<file> or BACKEND=<backend binary>);',
    '// `npm run api-types:check` fails when this file and the document disagree.',
    '',
  ].join('\n');
  const text = await generate(doc, header);
  const out = resolve(args.out);

  if (!args.check) {
    writeFileSync(out, text);
    console.log(`api-types: wrote ${args.out} from ${source}`);
    return;
  }

  const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
  const fresh = join(dir, 'api-schema.ts');
  try {
    writeFileSync(fresh, text);
    const committed = existsSync(out) ? readFileSync(out, 'utf8') : null;
    if (committed === text) {
      console.log(`api-types: ${args.out} matches ${source}`);
      return;
    }
    console.error(`api-types: ${process.cwd()}/${args.out} is out of date with the OpenAPI document (${source}).`);
    console.error('Run `npm run api-types` there with the same OPENAPI_JSON/BACKEND and commit the result.');
    if (committed !== null) {
      try {
        execFileSync('diff', ['-u', out, fresh], { stdio: ['ignore', 'pipe', 'ignore'] });
      } catch (e) {
        const diff = String(e.stdout ?? '').split('\n');
        console.error(diff.slice(0, 60).join('\n') + (diff.length > 60 ? `\n… (${diff.length - 60} more lines)` : ''));
      }
    } else console.error('(the file does not exist)');
    process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(2);
});
