// One identity verification submission with its photos (signed URLs, valid an hour), to approve
// or reject with a reason.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { kycDetail } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { DecideForm } from '../../ui/DecideForm';
import { Fact } from '../../ui/Fact';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

const SKIP = new Set(['front_pic', 'reverse_pic', 'hand_pic', 'id', 'user_id', 'country']);

/** The issuing country's name in the operator's language, with its ISO code; '—' when not recorded. */
function countryLabel(iso: unknown, locale: string): string {
  if (typeof iso !== 'string' || !iso) return '—';
  return `${new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso} (${iso})`;
}

export default function KycDetail() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useLoad(() => kycDetail(id), [id]);
  return (
    <section>
      <p>
        <Link to="/kyc">
          ← <Trans>Identity verification</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Submission</Trans> {id}
      </h1>
      <LoadState loaded={loaded}>
        {(k) => (
          <>
            <dl className="facts">
              {Object.entries(k)
                .filter(([key]) => !SKIP.has(key))
                .map(([key, value]) => (
                  <Fact key={key} label={key}>
                    {key.endsWith('_at') ? dateTime(value as number) : String(value ?? '—')}
                  </Fact>
                ))}
              {k.level === 1 && <Fact label={t`Issuing country`}>{countryLabel(k.country, i18n.locale)}</Fact>}
              <Fact label="user_id">
                <Link to={`/users/${k.user_id}`}>{k.user_id}</Link>
              </Fact>
            </dl>
            <div className="photos">
              {[
                [k.front_pic, t`Front of the document`],
                [k.reverse_pic, t`Back of the document`],
                [k.hand_pic, t`Holding the document`],
              ]
                .filter(([src]) => src)
                .map(([src, label]) => (
                  <figure key={label}>
                    <a href={src} target="_blank" rel="noreferrer">
                      <img src={src} alt={label} />
                    </a>
                    <figcaption>{label}</figcaption>
                  </figure>
                ))}
            </div>
            {k.state === 'review' ? (
              <DecideForm queue="kyc" id={k.id} onDecided={() => navigate('/kyc')} />
            ) : (
              <p className="muted">
                <Trans>Already decided.</Trans>
              </p>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
