import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { nlNL } from '@/shared/i18n/resources/nl-NL';
import { validationNL } from '@/shared/i18n/resources/nl-NL/validation';
import type { SliceTexts } from '@/shared/i18n';

/**
 * Issue 33: no message key on the screen. The keys a form can show are
 * gathered from where they come from, not from one form: the literal keys in
 * the return types of every rule the domain exports (`validate…`, and every
 * `…MessageKey` type), and every complete key the slices write
 * (`'validation.date-invalid'`, `'pages.addInsured.errors.…'`). Each must
 * have its Dutch text in the resources the portal loads. A bare domain key is
 * shown as `validation.<key>` (the forms kit namespaces it, `createForm`).
 */

const ROOT = join(import.meta.dirname, '..', '..');

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: object): Tree {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'object' && value !== null) {
      const existing = into[key];
      into[key] = merge(typeof existing === 'object' ? existing : {}, value);
    }
    else if (typeof value === 'string') into[key] = value;
  }
  return into;
}

// every slice's Dutch texts: a module exports its bundle, and some also the list it adds (`texts`)
const sliceModules = import.meta.glob<Record<string, SliceTexts | readonly SliceTexts[]>>('/src/**/config/texts.ts', { eager: true });
const dutch: Tree = merge(merge({}, nlNL), validationNL);
for (const module of Object.values(sliceModules)) {
  for (const exported of Object.values(module)) for (const texts of Array.isArray(exported) ? exported : [exported]) merge(dutch, texts as object);
}

function textAt(path: string): string | undefined {
  let node: string | Tree | undefined = dutch;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The keys with a text under any `errors` or `refusals` map of a slice: where a form's own keys live. */
function ownErrorKeys(node: Tree, inErrors = false, found = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') {
      if (inErrors) found.add(key);
    } else ownErrorKeys(value, inErrors || key === 'errors' || key === 'refusals', found);
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The string literals a type can hold: unions, object properties, index signatures and arrays, a few levels deep. */
function literalsOf(checker: ts.TypeChecker, type: ts.Type, depth = 0, found = new Set<string>()): Set<string> {
  if (depth > 4) return found;
  if (type.isStringLiteral()) found.add(type.value);
  else if (type.isUnion() || type.isIntersection()) for (const part of type.types) literalsOf(checker, part, depth, found);
  else if (type.flags & ts.TypeFlags.Object) {
    const indexed = checker.getIndexTypeOfType(type, ts.IndexKind.String) ?? checker.getIndexTypeOfType(type, ts.IndexKind.Number);
    if (indexed) literalsOf(checker, indexed, depth + 1, found);
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (declaration) literalsOf(checker, checker.getTypeOfSymbolAtLocation(property, declaration), depth + 1, found);
    }
  }
  return found;
}

/** Every message key the domain's rules can return, by the rule that returns it. */
function domainMessageKeys(): Map<string, string> {
  const entry = join(ROOT, 'domain', 'index.ts');
  const program = ts.createProgram([entry], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const keys = new Map<string, string>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    if (!declaration) continue;
    let found = new Set<string>();
    if (symbol.flags & ts.SymbolFlags.TypeAlias && /MessageKey$/.test(symbol.name)) found = literalsOf(checker, checker.getDeclaredTypeOfSymbol(symbol));
    else if (symbol.flags & ts.SymbolFlags.Function && /^validate/.test(symbol.name)) {
      for (const signature of checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()) literalsOf(checker, signature.getReturnType(), 0, found);
    }
    for (const key of found) if (!keys.has(key)) keys.set(key, symbol.name);
  }
  return keys;
}

describe('every message key a form can show has its Dutch text (issue 33)', () => {
  const validationTexts = dutch['validation'] as Tree;
  const ownKeys = ownErrorKeys(dutch);
  const domainKeys = domainMessageKeys();

  test('the domain gives keys (the gathering works)', () => {
    // a few that forms are known to reach: the attachments step, the dates, the request flows
    for (const key of ['files-required', 'file-type-not-allowed', 'file-barely-readable', 'date-invalid', 'required-field']) expect(domainKeys.has(key), key).toBe(true);
    expect(domainKeys.size).toBeGreaterThan(80);
  });

  test('each key a domain rule returns is a validation message or a form\'s own message', () => {
    const missing = [...domainKeys].filter(([key]) => typeof validationTexts[key] !== 'string' && !ownKeys.has(key)).map(([key, rule]) => `${key} (${rule})`);
    expect(missing).toEqual([]);
  });

  test('each complete key the slices write resolves to a Dutch text', () => {
    const written = /['"`]((?:validation|forms|pages|features|widgets|entities)\.[A-Za-z0-9.-]+)['"`]/g;
    const missing: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const [, key] of source.matchAll(written)) {
        if (!key || key.endsWith('.') || !/^validation\.|\.errors\.|\.refusals\./.test(key)) continue;
        if (textAt(key) === undefined) missing.push(`${key} in ${relative(ROOT, file)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
