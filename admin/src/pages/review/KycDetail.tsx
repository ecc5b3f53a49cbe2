// One identity verification submission with its photos (signed URLs, valid an hour), to approve
// or reject with a reason. Every field is named and every code said in words (lib/kyc.ts): a
// reviewer compares a document with what was typed, and should not need to know the spec's codes.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { kycDetail } from '../../api/calls';
import { customerLabel, dateTime } from '../../lib/format';
import { idTypeLabel, levelLabel } from '../../lib/kyc';
import { DecideForm } from '../../ui/DecideForm';
import { Fact } from '../../ui/Fact';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { KYC_STATES, stateLabel } from './states';

/** The issuing country's name in the operator's language, with its ISO code; '—' when not recorded. */
function countryLabel(iso: string | null, locale: string): string {
  if (!iso) return '—';
  return `${new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso} (${iso})`;
}

const orDash = (v: string | null | undefined) => (v ? v : '—');

export default function KycDetail() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
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
        {(k) => {
          const state = stateLabel(KYC_STATES, k.state);
          const docKind = idTypeLabel(k.id_type);
          return (
            <>
              <dl className="facts">
                <Fact label={<Trans>User</Trans>}>
                  <Link to={`/users/${k.user_id}`}>{customerLabel(k)}</Link>
                </Fact>
                {k.email && k.mobile ? <Fact label={<Trans>Phone</Trans>}>{k.mobile}</Fact> : null}
                <Fact label={<Trans>Level</Trans>}>{i18n._(levelLabel(k.level))}</Fact>
                <Fact label={<Trans>State</Trans>}>{state ? i18n._(state) : k.state}</Fact>
                <Fact label={<Trans>Submitted</Trans>}>{dateTime(k.submitted_at)}</Fact>
                {k.level === 2 ? (
                  <>
                    <Fact label={<Trans>Contact name</Trans>}>{orDash(k.link_name)}</Fact>
                    <Fact label={<Trans>Contact phone</Trans>}>{orDash(k.link_mobile)}</Fact>
                  </>
                ) : (
                  <>
                    <Fact label={<Trans>Document</Trans>} data-testid="kyc-document">
                      {docKind ? i18n._(docKind) : orDash(k.id_type)}
                    </Fact>
                    <Fact label={t`Issuing country`}>{countryLabel(k.country, i18n.locale)}</Fact>
                    <Fact label={<Trans>Name on the document</Trans>}>{orDash(k.name)}</Fact>
                    <Fact label={<Trans>ID number</Trans>} className="mono">
                      {orDash(k.card_id)}
                    </Fact>
                  </>
                )}
                {k.reviewed_at ? (
                  <Fact label={<Trans>Decided</Trans>}>
                    {dateTime(k.reviewed_at)}
                    {k.reviewer_email ? ` · ${k.reviewer_email}` : ''}
                  </Fact>
                ) : null}
                {k.reason ? <Fact label={<Trans>Reason</Trans>}>{k.reason}</Fact> : null}
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
                <DecideForm queue="kyc" id={k.id} next="/kyc" />
              ) : (
                <p className="muted">
                  <Trans>Already decided.</Trans>
                </p>
              )}
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
