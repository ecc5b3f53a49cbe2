// The back office's "Add an artist" form: each field's problem as typed, and the request (pure).
// The server refuses the same (a name of 1 to 60 characters, a picture, an English introduction).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ArtistForm = {
  name: string;
  /** The uploaded picture's URL. */
  avatar: string;
  /** The introduction in English (required) and in Chinese (optional). */
  en: string;
  zh: string;
};

/** The longest name the server takes. */
export const NAME_MAX = 60;

/** Each field's problem (none: the form may be sent). */
export function artistProblems(f: ArtistForm): Partial<Record<keyof ArtistForm, MessageDescriptor>> {
  const p: Partial<Record<keyof ArtistForm, MessageDescriptor>> = {};
  if (!f.avatar) p.avatar = msg`Upload the picture first`;
  const name = f.name.trim();
  if (!name) p.name = msg`Enter a name`;
  else if (name.length > NAME_MAX) p.name = msg`At most 60 characters`;
  if (!f.en.trim()) p.en = msg`Write the introduction in English`;
  return p;
}

export const artistRequest = (f: ArtistForm) => ({
  name: f.name.trim(),
  avatar: f.avatar,
  // Keyed by language; a Chinese introduction left empty is left out, and customers reading Chinese
  // are shown the English one.
  intros: JSON.stringify({ en: f.en.trim(), ...(f.zh.trim() ? { zh: f.zh.trim() } : {}) }),
});
