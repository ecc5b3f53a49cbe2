// The artworks the platform holds (primary sales): which are on sale and which are box designs, a
// form that lists a free one for a fixed price or by auction (asking price, step, margin, start and
// length), one that lists a blind box series over the box designs (./BoxForm), one that adds an
// artist (./ArtistForm) and one that adds an artwork or a box design by one of them from an
// uploaded file (./ArtworkForm). A box design is never sold itself, so it is never offered for a
// fixed price or by auction. Checked as typed, confirmed before it is sent, audited by the server.
// The operator sets what is asked, never what was bid or who wins.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminNftItem } from '../../../../contract/nft';
import { listNft, nftItems } from '../../api/calls';
import { Field } from '../../ui/FormParts';
import { ErrorNote, LoadState } from '../../ui/states';
import { useAddForm } from '../../ui/useAddForm';
import { useLoad } from '../../ui/useLoad';
import { ArtistForm } from './ArtistForm';
import { ArtworkForm } from './ArtworkForm';
import { BoxForm } from './BoxForm';
import { ConfirmStep } from './ConfirmStep';
import { LISTING_REFUSALS_AT, type ListingForm, listingProblems, listingRequest } from './listing';

const EMPTY: ListingForm = { code: '', pay_type: '1', price: '', per_increase: '', margin: '', days: '7' };

export default function NftListings() {
  const { t } = useLingui();
  const loaded = useLoad(() => nftItems(), []);
  const listing = useAddForm({
    empty: EMPTY,
    problemsOf: listingProblems,
    send: async (f) => {
      await listNft(listingRequest(f, Date.now()));
      loaded.reload();
      return f.code;
    },
    refusalsAt: LISTING_REFUSALS_AT,
  });
  const { form, set, shown } = listing;
  const done = listing.done;
  // Raised when an artist is added, so the artwork form loads its artists again and offers them.
  const [artistsVersion, setArtistsVersion] = useState(0);

  return (
    <section>
      <h1>
        <Trans>NFT listings</Trans>
      </h1>
      <LoadState loaded={loaded} isEmpty={(d) => d.length === 0} empty={t`The platform holds no artworks.`}>
        {(items: AdminNftItem[]) => (
          <>
            <table>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Artwork</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Artist</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Rarity</Trans>
                  </th>
                  <th scope="col">
                    <Trans>On sale</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((i) => (
                  <tr key={i.code}>
                    <td>
                      {i.name} <span className="mono muted">{i.code}</span>
                    </td>
                    <td>{i.author_name}</td>
                    <td>{i.rarity}</td>
                    <td>{i.design ? <Trans>Box design</Trans> : i.listed ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <form className="card" onSubmit={listing.submit} noValidate aria-labelledby="list-artwork">
              <h2 id="list-artwork">
                <Trans>List an artwork</Trans>
              </h2>
              {done ? (
                <p role="status" className="ok-note">
                  <Trans>{done} is on sale.</Trans>
                </p>
              ) : null}
              <Field label={<Trans>Artwork</Trans>} problem={shown('code')}>
                {(id, marks) => (
                  <select id={id} {...marks} value={form.code} onChange={set('code')}>
                    <option value="">{t`Choose an artwork not on sale`}</option>
                    {items
                      .filter((i) => !i.listed && !i.design)
                      .map((i) => (
                        <option key={i.code} value={i.code}>
                          {i.name} ({i.code})
                        </option>
                      ))}
                  </select>
                )}
              </Field>
              <Field label={<Trans>Sale</Trans>} problem={null}>
                {(id) => (
                  <select id={id} value={form.pay_type} onChange={set('pay_type')}>
                    <option value="1">{t`Fixed price`}</option>
                    <option value="2">{t`Auction`}</option>
                  </select>
                )}
              </Field>
              <Field
                label={form.pay_type === '2' ? <Trans>Start price (USDT)</Trans> : <Trans>Price (USDT)</Trans>}
                problem={shown('price')}
              >
                {(id, marks) => (
                  <input id={id} {...marks} inputMode="decimal" value={form.price} onChange={set('price')} />
                )}
              </Field>
              {form.pay_type === '2' ? (
                <>
                  <Field label={<Trans>Least raise per bid (USDT)</Trans>} problem={shown('per_increase')}>
                    {(id, marks) => (
                      <input
                        id={id}
                        {...marks}
                        inputMode="decimal"
                        value={form.per_increase}
                        onChange={set('per_increase')}
                      />
                    )}
                  </Field>
                  <Field
                    label={<Trans>Margin (USDT)</Trans>}
                    problem={shown('margin')}
                    hint={
                      <Trans>Frozen at a bidder's first bid; the winner who does not pay within a day loses it.</Trans>
                    }
                  >
                    {(id, marks) => (
                      <input id={id} {...marks} inputMode="decimal" value={form.margin} onChange={set('margin')} />
                    )}
                  </Field>
                </>
              ) : null}
              <Field label={<Trans>Days on sale (from now)</Trans>} problem={shown('days')}>
                {(id, marks) => (
                  <input id={id} {...marks} inputMode="numeric" value={form.days} onChange={set('days')} />
                )}
              </Field>
              <ConfirmStep
                flow={listing}
                question={<Trans>List {form.code} now? A listing cannot be withdrawn.</Trans>}
                submit={<Trans>List</Trans>}
                confirm={<Trans>Confirm and list</Trans>}
                busy={listing.saving}
              />
              <ErrorNote text={listing.error} />
            </form>
            <BoxForm designs={items.filter((i) => i.design)} onListed={loaded.reload} />
            <ArtistForm onAdded={() => setArtistsVersion((v) => v + 1)} />
            <ArtworkForm
              artistsVersion={artistsVersion}
              onAdded={(added) => {
                // A new artwork is chosen for listing at once; a box design waits for a series.
                if (!added.design) {
                  listing.setDone(null);
                  listing.setForm({ ...EMPTY, code: added.code });
                }
                loaded.reload();
              }}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}
