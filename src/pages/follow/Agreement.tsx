// The copy-trading agreement (issue 36: readable in every language, not only zh/en). Its text is
// the app's translated messages, so it is shown in the reader's language; the spec's two routes
// (agreement_zh, agreement_en) both open it, and the language link changes the app's language —
// the agreement follows at once. It says what copying is and is not: risks, the profit share,
// stops, self-hold, no guarantee, and that demo traders are bots.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LOCALE_NAMES } from '../../../contract/locales';
import { MAX_SHARE_PERCENT } from '../../lib/copy';
import { session } from '../../state/session';
import { NavBar } from '../../ui/NavBar';
import '../copytrade/copy.css';

export default function CopyAgreement() {
  const { t } = useLingui();
  const { lang } = useSnapshot(session);
  const language = LOCALE_NAMES[lang];
  const max = MAX_SHARE_PERCENT;
  return (
    <div className="page copy-page">
      <NavBar
        title={<Trans>Copy-trading agreement</Trans>}
        right={
          <Link to="/pages/setting/language" className="earn-header-link" aria-label={t`Language: ${language}`}>
            {language}
          </Link>
        }
      />
      <article className="copy-agreement" data-testid="copy-agreement">
        <h2>
          <Trans>1. What copy trading is</Trans>
        </h2>
        <p>
          <Trans>
            When you follow a trader, each contract position the trader opens is copied into your own contract account
            as your own position, sized by the mode you chose. The copy opens on the same recorded price tick as the
            trader's position, never at a better price than the trader got, and closes on the tick the trader's closes
            on, unless you closed it or kept it yourself first.
          </Trans>
        </p>
        <h2>
          <Trans>2. Risk</Trans>
        </h2>
        <p>
          <Trans>
            Leveraged contracts can lose all the margin they hold, and a liquidation can close a copy at a loss. A
            trader's past results do not promise future ones. Nobody — not the trader, not Kestrel — guarantees a profit
            or makes good a loss. Copy only what you can afford to lose.
          </Trans>
        </p>
        <h2>
          <Trans>3. Sizing, margin and skipped copies</Trans>
        </h2>
        <p>
          <Trans>
            Lots are whole: a fixed multiple copies the trader's lots times the multiple, rounded down; fixed lots copy
            the same number of lots every time. A copy that would be less than one lot, pass your caps, or need more
            margin than your contract account holds is skipped, and you are told. Copies use your contract account's
            balance and are charged its usual fees and overnight fees.
          </Trans>
        </p>
        <h2>
          <Trans>4. Copy stops</Trans>
        </h2>
        <p>
          <Trans>
            You may set a copy stop-loss and take-profit in per cent of the margin your open copies hold. When one is
            reached, copying stops and your open copies of that trader are closed at the recorded price. Prices move
            between ticks: a close may land beyond the level you set.
          </Trans>
        </p>
        <h2>
          <Trans>5. Profit share</Trans>
        </h2>
        <p>
          <Trans>
            A trader may take a share of at most {max}% of your net copy profit, shown before you follow and fixed for
            your following. It is settled daily from your copies' net profit above its previous high (the high-water
            mark), through the ledger, with the figures shown to both of you. Nothing is taken from a loss, and a loss
            must be earned back before a share is due again. Following a trader who takes a share is confirmed with your
            payment password.
          </Trans>
        </p>
        <h2>
          <Trans>6. Your control</Trans>
        </h2>
        <p>
          <Trans>
            You may edit or stop copying at any time. Stopping leaves your open copies yours. You may close any copy
            early, or keep it yourself (self-hold): the trader's close then no longer touches it, and it stays open
            until you close it or its own stops or a liquidation close it.
          </Trans>
        </p>
        <h2>
          <Trans>7. Traders</Trans>
        </h2>
        <p>
          <Trans>
            Traders are verified users approved by an operator. Their statistics are computed every hour from their
            closed positions and the ledger only; nobody can edit them. A trader cannot follow other traders and may
            stop taking new followers at any time.
          </Trans>
        </p>
        <h2>
          <Trans>8. Demo traders</Trans>
        </h2>
        <p>
          <Trans>
            Traders marked Demo are strategy bots trading the simulated demo market through the real contract engine.
            They are not people, their prices are not any real market's, and their results promise nothing.
          </Trans>
        </p>
      </article>
    </div>
  );
}
