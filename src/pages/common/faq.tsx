// FAQ (spec §2 common/faq): the questions grouped by type, each answer opening in place. ?type=
// shows one group only (POST /news/getGuList).
import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { FaqEntry, FaqGroup } from '../../../contract/content';
import { getFaq, getFaqOfType } from '../../api/content';
import { session } from '../../state/session';
import { NavBar } from '../../ui/NavBar';
import { LoadState, useLoaded } from './content-parts';

export default function Faq() {
  const [params] = useSearchParams();
  const type = params.get('type')?.trim() || null;
  const { lang } = useSnapshot(session);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the questions are loaded again in a new language
  const load = useCallback(
    async (signal: AbortSignal): Promise<FaqGroup[]> => {
      if (!type) return getFaq({ quiet: true, signal });
      const items = await getFaqOfType(type, { quiet: true, signal });
      return [{ type, title: '', items }];
    },
    [type, lang],
  );
  const [result, retry] = useLoaded<FaqGroup[]>(load);

  return (
    <div className="page">
      <NavBar title={<Trans>Help centre</Trans>} />
      {result.state === 'ready' ? (
        <>
          {result.data.every((g) => g.items.length === 0) ? (
            <div className="empty-state" role="status">
              <p className="empty-title">
                <Trans>No questions here yet</Trans>
              </p>
            </div>
          ) : (
            result.data.map((group) => <Group key={group.type} group={group} />)
          )}
          <div className="faq-contact">
            <span>
              <Trans>Didn’t find your answer?</Trans>
            </span>
            <Link to="/pages/common/contactus" className="button button-secondary content-button">
              <Trans>Contact us</Trans>
            </Link>
          </div>
        </>
      ) : (
        <LoadState result={result} retry={retry} missingAction={<AllQuestionsLink />} />
      )}
    </div>
  );
}

function Group({ group }: { group: FaqGroup }) {
  const headingId = `faq-${group.type}`;
  return (
    <section className="faq-group" aria-labelledby={group.title ? headingId : undefined}>
      {group.title ? <h2 id={headingId}>{group.title}</h2> : null}
      {group.items.map((item) => (
        <Entry key={item.id} item={item} />
      ))}
    </section>
  );
}

function Entry({ item }: { item: FaqEntry }) {
  return (
    <details className="faq-item">
      <summary>{item.question}</summary>
      <p className="faq-answer">{item.answer}</p>
    </details>
  );
}

const AllQuestionsLink = () => (
  <Link to="/pages/common/faq" replace className="button button-secondary content-button">
    <Trans>All questions</Trans>
  </Link>
);
