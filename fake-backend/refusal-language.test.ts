/**
 * Issue 32 point 23: the fake backend's refusal texts are Dutch throughout, so the portal never shows an English
 * sentence inside a Dutch one. The fuzzing (tests/reliability/fuzz.test.ts) checks the refusals it happens to meet;
 * this reads every sentence in the server's source, met or not. The only English answers are the API's protocol
 * messages that spec 01 §8 quotes or the portal maps to its own Dutch texts (login, codes, registration, iDIN), listed
 * in `protocol-answers.ts`: a new English sentence anywhere else fails.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_ANSWERS } from './protocol-answers';

const ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * What answers a request: the areas, the HTTP layer and the modules beside them. Not the seed (content in both
 * languages), the Pact provider states (state names are the pact's), nor the start-up and store messages a developer
 * reads in the terminal (main.ts, db.ts).
 */
const NOT_ANSWERS = new Set(['seed', 'provider-states', 'data', 'node_modules', 'main.ts', 'db.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_ANSWERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const ENGLISH_WORD = /\b(the|must|should|invalid|required|not found|cannot|unexpected|missing|error|failed|please|only|allowed|expired|unknown|too many|try again|does not|has been|request|already)\b/i;

/** A literal (or a template's text between its placeholders) worded as a sentence: a capital, then two more words. */
const isSentence = (text: string) => /^[A-Z][^\s]*(\s+\S+){2,}/.test(text.trim());

/** Thrown for a developer (a broken seed or store), never sent: `new Error(…)` and `console.…(…)`. */
function isDeveloperMessage(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isStatement(at); at = at.parent) {
    if (ts.isNewExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === 'Error') return true;
    if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression) && ts.isIdentifier(at.expression.expression) && at.expression.expression.text === 'console') return true;
  }
  return false;
}

/** The English sentences of a file that are no protocol answer, as `file:line: text`. */
export function englishSentences(file: string, source = readFileSync(file, 'utf8')): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const pieces = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)] : [node.text];
      const text = pieces.join('…');
      // a protocol answer itself (its placeholders filled in), or a Dutch sentence that quotes one, a field or a path (the fake bank page)
      const shape = new RegExp(`^${pieces.map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
      const isProtocol = PROTOCOL_ANSWERS.some((message) => shape.test(message));
      const unquoted = PROTOCOL_ANSWERS.reduce((rest, message) => rest.replaceAll(message, ''), text).replace(/'[^']*'|\S*\/\S*/g, '');
      if (isSentence(text) && ENGLISH_WORD.test(unquoted) && !isProtocol && !isDeveloperMessage(node)) {
        found.push(`${relative(ROOT, file)}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('the fake backend answers in Dutch (issue 32 point 23)', () => {
  it('finds an English refusal when there is one (the check can fail)', () => {
    const source = "throw badRequest('The field is required.');\nthrow notFound(`Document ${id} was not found.`);\nthrow badRequest(ACCOUNT_MESSAGES.locked);\nthrow new Error('Seed error: the customer is missing');";
    expect(englishSentences(join(ROOT, 'example.ts'), source)).toEqual(['example.ts:1: The field is required.', 'example.ts:2: Document … was not found.']);
  });

  it('no English sentence in what answers a request, but the protocol answers the portal maps', () => {
    const files = sourceFiles(ROOT);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => englishSentences(file))).toEqual([]);
    // parsing about a hundred files: 1 s alone, 5 s beside other suites on the 2 busy cores
  }, 30_000);
});
