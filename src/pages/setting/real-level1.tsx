// Identity verification level 1 (spec §3, §5): the document type, real name, document number and
// photos of both sides of the document.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { checkIdNumber, checkName } from '../../../contract/validators';
import { submitReal } from '../../api/user';
import { useProblemText } from '../../i18n/problem';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { ImagePicker } from '../../ui/ImagePicker';
import { SubmitButton } from '../../ui/SubmitButton';
import { Choice, ID_TYPE_KEYS, type IdType, useIdTypeName } from './real-parts';
import { uploadPhoto } from './real-upload';

type LevelOneErrors = Partial<Record<'name' | 'cardId' | 'front' | 'reverse', string | null>>;

export function LevelOneForm({
  initialIdType,
  initialName,
  onSubmitted,
}: {
  initialIdType: IdType;
  initialName: string;
  onSubmitted: () => void;
}) {
  const { t } = useLingui();
  const text = useProblemText();
  const idTypeName = useIdTypeName();
  const [idType, setIdType] = useState<IdType>(initialIdType);
  const [name, setName] = useState(initialName);
  const [cardId, setCardId] = useState('');
  const [front, setFront] = useState('');
  const [reverse, setReverse] = useState('');
  const [errors, setErrors] = useState<LevelOneErrors>({});
  const [busy, setBusy] = useState(false);
  /** A changed field loses its old error; the others keep theirs until the next submit. */
  const edit =
    (key: keyof LevelOneErrors, set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      setErrors((e) => (e[key] ? { ...e, [key]: null } : e));
    };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: LevelOneErrors = {
      name: text(checkName(name.trim())),
      cardId: text(checkIdNumber(idType, cardId.trim())),
      front: front ? null : t`Please upload the front of the document`,
      reverse: reverse ? null : t`Please upload the back of the document`,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const reply = await submitReal({
        real_type: '1',
        id_type: idType,
        name: name.trim(),
        card_id: cardId.trim(),
        front_pic: front,
        reverse_pic: reverse,
      });
      showToast(reply);
      onSubmitted();
    } catch {
      // Shown by the API client; the form keeps what was typed and uploaded.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 className="real-section-title">
        <Trans>Lv1 basic verification</Trans>
      </h2>
      <p className="muted real-section-intro">
        <Trans>Use your real name exactly as it appears on the document.</Trans>
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <Choice
          label={t`Document type`}
          options={ID_TYPE_KEYS.map((k) => ({ value: k, label: idTypeName(k) }))}
          value={idType}
          onChange={(v) => {
            setIdType(v);
            setErrors((e) => ({ ...e, cardId: null }));
          }}
        />
        <Field
          label={t`Real name`}
          autoComplete="name"
          value={name}
          onChange={edit('name', setName)}
          error={errors.name}
        />
        <Field
          label={t`Document number`}
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={40}
          value={cardId}
          onChange={edit('cardId', setCardId)}
          error={errors.cardId}
        />
        <div className="real-photo-pair">
          <ImagePicker
            label={t`Front of the document`}
            value={front}
            onChange={edit('front', setFront)}
            upload={uploadPhoto}
            error={errors.front}
          />
          <ImagePicker
            label={t`Back of the document`}
            value={reverse}
            onChange={edit('reverse', setReverse)}
            upload={uploadPhoto}
            error={errors.reverse}
          />
        </div>
        <SubmitButton busy={busy}>
          <Trans>Submit for review</Trans>
        </SubmitButton>
      </form>
    </>
  );
}
