// Applying to be a trader (issue 36): a nickname, a short bio, the profit share taken of followers'
// net copy profit (0–30 %, shown to everyone before they follow) and the agreement. A verified user
// who follows nobody may apply; an operator decides. Checked as the server checks it first.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { TraderApplication } from '../../../contract/copy';
import { applyAsTrader } from '../../api/copy';
import {
  type ApplyField,
  type ApplyProblem,
  BIO_MAX,
  checkApply,
  MAX_SHARE_PERCENT,
  NICKNAME_MAX,
  sharePercent,
} from '../../lib/copy';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { SubmitButton } from '../../ui/SubmitButton';
import { APPLY_PROBLEMS } from '../follow/problems';
import { AgreementCheck } from './parts';
import { useKeyedSend } from './useKeyedSend';

export function ApplyForm({
  before,
  onDone,
}: {
  before: TraderApplication | null;
  onDone: (a: TraderApplication) => void;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [nickname, setNickname] = useState(before?.nickname ?? '');
  const [bio, setBio] = useState(before?.bio ?? '');
  const [share, setShare] = useState(before?.profit_share ? sharePercent(before.profit_share) : '10');
  const [agree, setAgree] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<ApplyField, ApplyProblem>>>({});
  const checked = checkApply({ nickname, bio, sharePercent: share, agree });
  const apply = useKeyedSend([nickname, bio, share], (key) =>
    checked.ok ? applyAsTrader(checked.values, key) : Promise.reject(new Error('unchecked')),
  );
  const text = (f: ApplyField) => (problems[f] ? i18n._(APPLY_PROBLEMS[problems[f]]) : null);
  const edit = (f: ApplyField, set: (v: string) => void) => (v: string) => {
    set(v);
    setProblems((p) => ({ ...p, [f]: undefined }));
    apply.clearRefusal();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    const done = await apply.run();
    if (done) {
      showToast(t`Application sent: an operator will review it`);
      onDone(done);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t`Apply to be a trader`}>
      <Field
        label={t`Nickname`}
        value={nickname}
        maxLength={NICKNAME_MAX}
        onChange={edit('nickname', setNickname)}
        error={text('nickname')}
        hint={t`Shown to everyone on the trader list`}
      />
      <Field
        label={t`About you (optional)`}
        value={bio}
        maxLength={BIO_MAX}
        onChange={edit('bio', setBio)}
        error={text('bio')}
        hint={`${[...bio].length}/${BIO_MAX}`}
      />
      <Field
        label={t`Profit share (%)`}
        inputMode="decimal"
        autoComplete="off"
        value={share}
        onChange={edit('share', (v) => setShare(v.replace(/[^\d.]/g, '')))}
        error={text('share')}
        hint={t`0 to ${MAX_SHARE_PERCENT} % of each follower's net copy profit above its previous high, settled daily`}
      />
      <AgreementCheck
        checked={agree}
        onChange={(v) => {
          setAgree(v);
          setProblems((p) => ({ ...p, agree: undefined }));
        }}
        problem={text('agree')}
      />
      {apply.refusal && (
        <p className="field-error" role="alert">
          {apply.refusal}
        </p>
      )}
      <SubmitButton busy={apply.busy}>
        <Trans>Apply</Trans>
      </SubmitButton>
    </form>
  );
}
