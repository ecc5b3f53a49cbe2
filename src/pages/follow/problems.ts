// What the copy-trading forms say about a field the server would refuse (src/lib/copy.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_LOTS, MAX_MULTIPLE } from '../../../contract/copy-rules';
import type { ApplyProblem, FollowProblem } from '../../lib/copy';
import { BIO_MAX, MAX_SHARE_PERCENT, NICKNAME_MAX, NICKNAME_MIN } from '../../lib/copy';

export const FOLLOW_PROBLEMS: Record<FollowProblem, MessageDescriptor> = {
  number_format: msg`Enter a number, e.g. 1.5`,
  multiple_low: msg`The multiple is at least 1`,
  multiple_high: msg`The multiple is at most ${MAX_MULTIPLE}`,
  lots_whole: msg`Fixed lots are whole lots, e.g. 2`,
  lots_low: msg`At least 1 lot`,
  lots_high: msg`At most ${MAX_LOTS} lots`,
  percent: msg`Enter a per cent above 0 and up to 1000, at most 2 decimals, or leave it empty`,
  amount: msg`Enter an amount above 0, or leave it empty`,
  total_below_each: msg`The total cannot be below the cap per copy`,
  agree: msg`Read and accept the copy-trading agreement`,
  pay_password: msg`Enter your 6-digit payment password`,
};

export const APPLY_PROBLEMS: Record<ApplyProblem, MessageDescriptor> = {
  nickname: msg`A nickname of ${NICKNAME_MIN} to ${NICKNAME_MAX} characters`,
  bio: msg`At most ${BIO_MAX} characters`,
  share: msg`From 0 to ${MAX_SHARE_PERCENT} %, at most 2 decimals`,
  agree: msg`Read and accept the copy-trading agreement`,
};
