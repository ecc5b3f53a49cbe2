// An approved trader's settings: the profit share (a change applies to new followers; those
// following keep the share they began with), whether new followers are taken, and the bio.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { TraderApplication } from '../../../contract/copy';
import { saveTraderSettings } from '../../api/copy';
import { BIO_MAX, MAX_SHARE_PERCENT, shareFraction, sharePercent } from '../../lib/copy';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { SubmitButton } from '../../ui/SubmitButton';
import { Switch } from '../../ui/Switch';
import { APPLY_PROBLEMS } from '../follow/problems';
import { useKeyedSend } from './useKeyedSend';

export function TraderSettings({ app, onDone }: { app: TraderApplication; onDone: (a: TraderApplication) => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [share, setShare] = useState(sharePercent(app.profit_share));
  const [open, setOpen] = useState(app.open);
  const [bio, setBio] = useState(app.bio);
  const [shareProblem, setShareProblem] = useState(false);
  const fraction = shareFraction(share);
  const save = useKeyedSend([share, open, bio], (key) =>
    saveTraderSettings({ profitShare: fraction ?? '', open, bio: bio.trim() }, key),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (fraction === null) {
      setShareProblem(true);
      return;
    }
    const done = await save.run();
    if (done) {
      showToast(t`Settings saved`);
      onDone(done);
    }
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t`Trader settings`}>
      <Field
        label={t`Profit share (%)`}
        inputMode="decimal"
        autoComplete="off"
        value={share}
        onChange={(v) => {
          setShare(v.replace(/[^\d.]/g, ''));
          setShareProblem(false);
        }}
        error={shareProblem ? i18n._(APPLY_PROBLEMS.share) : null}
        hint={t`0 to ${MAX_SHARE_PERCENT} %; a change applies to new followers only`}
      />
      <Switch label={<Trans>Take new followers</Trans>} checked={open} onChange={setOpen} />
      <Field
        label={t`About you (optional)`}
        value={bio}
        maxLength={BIO_MAX}
        onChange={setBio}
        hint={`${[...bio].length}/${BIO_MAX}`}
      />
      {save.refusal && (
        <p className="field-error" role="alert">
          {save.refusal}
        </p>
      )}
      <SubmitButton busy={save.busy}>
        <Trans>Save</Trans>
      </SubmitButton>
    </form>
  );
}
