// What an identity-verification submission's codes mean, in words an operator reads (spec §3
// document kinds, §6 levels). Pure: the screen translates the descriptors.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ID_TYPES } from '../../../contract/kyc';

const ID_KIND_LABELS: Record<(typeof ID_TYPES)[keyof typeof ID_TYPES], MessageDescriptor> = {
  id_card: msg`ID card`,
  passport: msg`Passport`,
  driver_licence: msg`Driver's licence`,
};

/** The document kind of a level-1 submission's `id_type` code; null when absent or unknown. */
export function idTypeLabel(code: string | number | null | undefined): MessageDescriptor | null {
  if (code === null || code === undefined) return null;
  const key = String(code);
  // Own keys only: a code such as 'toString' must not find Object.prototype's.
  return Object.hasOwn(ID_TYPES, key) ? ID_KIND_LABELS[ID_TYPES[key as keyof typeof ID_TYPES]] : null;
}

/** What a submission of each level is (the spec's real_type 1 and 2). */
export function levelLabel(level: number): MessageDescriptor {
  return level === 2
    ? msg`Level 2 — emergency contact and a photo holding the document`
    : msg`Level 1 — identity document`;
}
