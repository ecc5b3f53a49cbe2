// Which of the phone's messages the first paint needs. The start-up code names a message by its id
// as a quoted string (`i18n._({ id: "Xy12Ab" })`, `jsx(Trans, { id: "Xy12Ab" })`), so the ids found
// among the quoted strings of the start-up chunks are the start catalog; every other message waits
// in the rest, which each screen loads before it renders (src/i18n/i18n.ts). A quoted string that
// only looks like an id costs one message too many at start, never one too few.
import { compileMessage } from '@lingui/message-utils/compileMessage';

export type Compiled = ReturnType<typeof compileMessage>;
export type CompiledCatalog = Record<string, Compiled>;
export type PoEntry = { message?: string; translation?: string };

/**
 * Every run of code between two quote marks (', ", `) without a space: each quoted id among them.
 * No tokenizer: the closing mark is only looked at, so it opens the next candidate too, and a
 * template literal's `${` or a quote inside another string cannot make an id be skipped; the runs
 * that are not strings only add candidates that name no message.
 */
export function quotedStrings(code: string): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/["'`]([^"'`\s\\]{1,200})(?=["'`])/g)) found.add(match[1] ?? '');
  return found;
}

/** The catalog as the app loads it: each message compiled, an untranslated one in its English. */
export function compileCatalog(entries: Record<string, PoEntry>, source: Record<string, PoEntry>): CompiledCatalog {
  const compiled: CompiledCatalog = {};
  for (const [id, entry] of Object.entries(source)) {
    const text = entries[id]?.translation || entry.translation || entry.message;
    if (text) compiled[id] = compileMessage(text);
  }
  return compiled;
}

/** The messages named in the start-up code, and the rest. */
export function splitCatalog(catalog: CompiledCatalog, named: ReadonlySet<string>) {
  const start: CompiledCatalog = {};
  const rest: CompiledCatalog = {};
  for (const [id, message] of Object.entries(catalog)) (named.has(id) ? start : rest)[id] = message;
  return { start, rest };
}
