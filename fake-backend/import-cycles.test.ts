/**
 * Issue 32 point 17: the fake backend's modules import in one direction.
 * A circle (the policy areas once read each other's policies) makes the
 * order of loading matter and every change ripple round; this fails on a
 * new one, naming its modules. Type-only imports count too: they tie the
 * modules' designs together as much.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'data' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The relative imports and re-exports of each file, resolved to files of the folder. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      const targets = source.statements.flatMap((statement) => {
        const specifier =
          (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
            ? statement.moduleSpecifier.text
            : undefined;
        if (!specifier?.startsWith('.')) return [];
        const base = resolve(dirname(file), specifier);
        return [`${base}.ts`, join(base, 'index.ts'), base].filter((candidate) => known.has(candidate)).slice(0, 1);
      });
      return [file, targets];
    }),
  );
}

/** The strongly connected groups of more than one module, or of one importing itself (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('fake-backend imports', () => {
  it('finds a circle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['contract', ['policy-year', 'add-insured']],
      ['add-insured', ['contract']],
      ['policy-year', []],
    ]);
    expect(importCycles(graph)).toEqual([['add-insured', 'contract']]);
  });

  it('has no circle among its modules', () => {
    const files = sourceFiles(ROOT);
    expect(files.length).toBeGreaterThan(50);
    const cycles = importCycles(importGraph(files)).map((group) => group.map((file) => relative(ROOT, file)).join(', '));
    expect(cycles).toEqual([]);
  });
});
