// Identity verification level 1 (spec §3, §5): the issuing country, the document type, real name,
// document number and photos of both sides of the document. The number is checked by the issuing
// country's rule (contract/national-ids.ts, which the server runs too), whose format is said under
// the field. Offline (or when the network fails on the way) it is kept on the device and sent by
// the upload queue (real-send.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { checkDocumentNumber, DEFAULT_ID_COUNTRY, documentNumberHint } from '../../../contract/national-ids';
import { checkName } from '../../../contract/validators';
import { useProblemText } from '../../i18n/problem';
import { Field } from '../../ui/Field';
import { ImagePicker } from '../../ui/ImagePicker';
import { QueueingSubmit } from '../../ui/QueueingSubmit';
import { useQueueablePhoto } from '../../ui/useQueueablePhoto';
import { CountryField } from './real-country';
import { Choice, ID_TYPE_KEYS, type IdType, useIdTypeName } from './real-parts';
import { useSendVerification } from './real-send';
import { preparePhoto } from './real-upload';

type LevelOneErrors = Partial<Record<'name' | 'cardId' | 'front' | 'reverse', string | null>>;

export function LevelOneForm({
  initialCountry = DEFAULT_ID_COUNTRY,
  initialIdType,
  initialName,
  initialCardId = '',
  onSubmitted,
}: {
  initialCountry?: string;
  initialIdType: IdType;
  initialName: string;
  initialCardId?: string;
  onSubmitted: () => void;
}) {
  const { t } = useLingui();
  const text = useProblemText();
  const idTypeName = useIdTypeName();
  const [country, setCountry] = useState(initialCountry);
  const [idType, setIdType] = useState<IdType>(initialIdType);
  const [name, setName] = useState(initialName);
  const [cardId, setCardId] = useState(initialCardId);
  const front = useQueueablePhoto({ prepare: preparePhoto });
  const reverse = useQueueablePhoto({ prepare: preparePhoto });
  // One request id per form content: sent again unchanged (e.g. from the queue), it is filed once.
  // (A bare UUID: the typed details never go into the key the server and the queue keep.)
  const content = JSON.stringify([country, idType, name, cardId, front.url, reverse.url, front.picks, reverse.picks]);
  const requestId = useMemo(() => (content ? crypto.randomUUID() : ''), [content]);
  const [errors, setErrors] = useState<LevelOneErrors>({});
  const { busy, send } = useSendVerification(onSubmitted);
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
      cardId: text(checkDocumentNumber(country, idType, cardId)),
      front: front.chosen ? null : t`Please upload the front of the document`,
      reverse: reverse.chosen ? null : t`Please upload the back of the document`,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    await send({
      requestId,
      fields: { real_type: '1', id_type: idType, country, name: name.trim(), card_id: cardId.trim() },
      photo: front,
      more: { reverse_pic: reverse },
    });
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
        <CountryField
          value={country}
          onChange={(v) => {
            setCountry(v);
            setErrors((e) => ({ ...e, cardId: null }));
          }}
        />
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
          // A typed number is checked on leaving the field; an empty one waits for the submit.
          onBlur={() => {
            if (cardId.trim()) setErrors((e) => ({ ...e, cardId: text(checkDocumentNumber(country, idType, cardId)) }));
          }}
          error={errors.cardId}
          hint={text(documentNumberHint(country, idType))}
        />
        <div className="real-photo-pair">
          <ImagePicker
            label={t`Front of the document`}
            {...front.picker}
            onChange={edit('front', front.picker.onChange)}
            error={errors.front}
          />
          <ImagePicker
            label={t`Back of the document`}
            {...reverse.picker}
            onChange={edit('reverse', reverse.picker.onChange)}
            error={errors.reverse}
          />
        </div>
        <QueueingSubmit busy={busy} kept="verification" />
      </form>
    </>
  );
}
