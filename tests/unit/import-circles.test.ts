// No module imports itself back, through any chain of static or lazy (`import()`) imports: a circle
// makes load order decide what is defined, and a lazy screen that imports the route table back pulls
// every screen into its chunk. Reads the sources as text (relative imports only; packages cannot
// import us back).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { expect, test } from 'vitest';

const ROOTS = ['src', 'server', 'contract', 'admin/src', 'sw'];
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [normalize(path)] : [];
  });
}

/** Each module's relative imports, resolved to files of the tree. */
function importGraph(): Map<string, string[]> {
  const files = new Set(ROOTS.flatMap(sources));
  const resolve = (from: string, spec: string) => {
    const base = normalize(join(dirname(from), spec));
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => files.has(f));
  };
  return new Map(
    [...files].map((file) => {
      const specs = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? '');
      return [file, specs.map((s) => resolve(file, s)).filter((f): f is string => f !== undefined)];
    }),
  );
}

/** One path of each circle found by a depth-first walk (a module on the walk's stack reached again). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const at = stack.indexOf(file);
    if (at >= 0) {
      found.push([...stack.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

test('no module imports itself back', () => {
  expect(circles(importGraph()).map((c) => c.join(' → '))).toEqual([]);
});
