// The layering DESIGN.md describes, checked on every import of every file under src/: domain does no I/O,
// web never reaches into server or db, and no web feature imports another (shared code goes to web/api,
// web/components or web/lib; screens that compose features live in web/app).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Packages domain code may use: validation and nothing that talks to the outside world. */
const DOMAIN_PACKAGES = new Set(['zod']);
const TEST_PACKAGES = new Set(['vitest']);
/** Packages that only make sense on the server: a web file importing one is reaching for the server. */
const SERVER_PACKAGES = [
  'pg',
  'drizzle-orm',
  'drizzle-kit',
  'fastify',
  'fastify-plugin',
  'fastify-type-provider-zod',
  '@fastify/',
  '@electric-sql/pglite',
];
/** Globals that do I/O: domain code takes data in and gives data back, it never fetches or stores. */
const IO_GLOBALS = new Set([
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'process',
]);

type Import = { specifier: string; line: number };

/** A file's path from src/ with forward slashes, e.g. 'web/features/live/live-page.tsx'. */
const fromSrc = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function importsOf(text: string): Import[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((file) => ({
    specifier: file.fileName,
    line: text.slice(0, file.pos).split('\n').length,
  }));
}

/** Where an import lands, from src/ ('domain/timing.ts', 'server/app'), or null for a package. */
function targetOf(importer: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  return path
    .relative(SRC, path.resolve(SRC, path.dirname(importer), specifier))
    .split(path.sep)
    .join('/');
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');
const featureOf = (file: string) => /^web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const within = (target: string, area: string) => target === area || target.startsWith(`${area}/`);

/** What is wrong with one import of `file` (a path from src/), or null. */
function importViolation(file: string, specifier: string): string | null {
  const target = targetOf(file, specifier);
  if (file.startsWith('domain/')) {
    if (target === null) {
      const allowed =
        DOMAIN_PACKAGES.has(packageName(specifier)) || (isTest(file) && TEST_PACKAGES.has(specifier));
      return allowed ? null : `domain may import only zod and other domain files, not '${specifier}'`;
    }
    return within(target, 'domain') ? null : `domain may not import '${specifier}' (${target})`;
  }
  if (file.startsWith('web/')) {
    if (target === null) {
      const server =
        specifier.startsWith('node:') || SERVER_PACKAGES.some((name) => specifier.startsWith(name));
      return server && !isTest(file) ? `web may not import the server-side package '${specifier}'` : null;
    }
    if (within(target, 'server') || within(target, 'db'))
      return `web may not import '${specifier}' (${target})`;
    const from = featureOf(file);
    const to = featureOf(`${target}/`);
    if (from && to && from !== to) return `feature '${from}' may not import feature '${to}' ('${specifier}')`;
  }
  return null;
}

/** The I/O globals a domain file uses as values (a property or a key of the same name is not one). */
function ioGlobalsUsed(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const used: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && IO_GLOBALS.has(node.text)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isPropertySignature(parent) && parent.name === node) ||
        (ts.isMethodDeclaration(parent) && parent.name === node) ||
        ts.isBindingElement(parent) ||
        ts.isParameter(parent) ||
        ts.isVariableDeclaration(parent);
      if (!isName) used.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

describe('the layering', () => {
  const files = sourceFiles(SRC).map((full) => ({ file: fromSrc(full), text: readFileSync(full, 'utf8') }));

  it('reads every source file and its imports', () => {
    // A walker that found nothing would pass every rule below.
    expect(files.filter(({ file }) => file.startsWith('domain/')).length).toBeGreaterThan(10);
    expect(files.filter(({ file }) => file.startsWith('web/features/')).length).toBeGreaterThan(40);
    const webImports = files
      .filter(({ file }) => file.startsWith('web/'))
      .flatMap(({ text }) => importsOf(text));
    expect(webImports.length).toBeGreaterThan(300);
  });

  it('has no import that breaks a rule', () => {
    const violations = files.flatMap(({ file, text }) =>
      importsOf(text).flatMap(({ specifier, line }) => {
        const problem = importViolation(file, specifier);
        return problem ? [`${file}:${line}: ${problem}`] : [];
      }),
    );
    expect(violations).toEqual([]);
  });

  it('does no I/O in domain', () => {
    const violations = files
      .filter(({ file }) => file.startsWith('domain/') && !isTest(file))
      .flatMap(({ file, text }) => ioGlobalsUsed(file, text).map((name) => `${file}: uses ${name}`));
    expect(violations).toEqual([]);
  });
});

describe('the rules themselves', () => {
  it('refuse I/O and the other layers in domain', () => {
    expect(importViolation('domain/timing.ts', 'node:fs')).toMatch(/domain may import only zod/);
    expect(importViolation('domain/timing.ts', 'drizzle-orm')).toMatch(/domain may import only zod/);
    expect(importViolation('domain/timing.ts', '../db/schema')).toMatch(/domain may not import/);
    expect(importViolation('domain/timing.ts', '../server/errors')).toMatch(/domain may not import/);
    expect(importViolation('domain/timing.ts', '../liverc/client')).toMatch(/domain may not import/);
    expect(importViolation('domain/timing.ts', 'vitest')).toMatch(/domain may import only zod/);
    expect(importViolation('domain/timing.ts', 'zod')).toBeNull();
    expect(importViolation('domain/timing.ts', './consistency.ts')).toBeNull();
    expect(importViolation('domain/timing.test.ts', 'vitest')).toBeNull();
  });

  it('refuse the server and the database in web', () => {
    expect(importViolation('web/lib/api-client.ts', '../../server/errors')).toMatch(/web may not import/);
    expect(importViolation('web/app/router.tsx', '@/db/schema')).toMatch(/web may not import/);
    expect(importViolation('web/lib/api-client.ts', 'fastify')).toMatch(/server-side package/);
    expect(importViolation('web/lib/api-client.ts', 'node:fs')).toMatch(/server-side package/);
    expect(importViolation('web/lib/api-client.ts', '../../domain/auth')).toBeNull();
  });

  it('refuse one feature importing another, and allow app to compose them', () => {
    expect(importViolation('web/features/followed-track/live-tab.tsx', '../results/results-page')).toMatch(
      /feature 'followed-track' may not import feature 'results'/,
    );
    expect(importViolation('web/features/results/components/a.tsx', '../api/get-race-results')).toBeNull();
    expect(importViolation('web/features/results/components/a.tsx', '../../../api/liverc')).toBeNull();
    expect(importViolation('web/app/home/home-tabs.tsx', '../../features/results/results-page')).toBeNull();
  });

  it('find fetch, storage and process.env in domain code, not properties of the same name', () => {
    expect(ioGlobalsUsed('a.ts', 'export const read = (url: string) => fetch(url);')).toEqual(['fetch']);
    expect(ioGlobalsUsed('a.ts', 'export const mode = process.env.MODE;')).toEqual(['process']);
    expect(ioGlobalsUsed('a.ts', "localStorage.setItem('k', 'v');")).toEqual(['localStorage']);
    expect(ioGlobalsUsed('a.ts', 'type T = { fetch: number }; const t = { fetch: 1 }; t.fetch;')).toEqual([]);
  });
});
