// The reader's collection (spec §2 nft component `collection`; GET /bind_box/getCollection): the
// artworks they have collected, as cards, ten at a time, with the empty and failure states.
import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { getNftCollection, NFT_PAGE_SIZE } from '../../../api/nft';
import { usePagedList } from '../../../app/usePagedList';
import { PagedList } from '../../../ui/PagedList';
import { ArtworkCard } from './artwork';

export function Collection() {
  const fetchPage = useCallback(
    (page: number) => getNftCollection(page, { quiet: true, background: true }).then((r) => r.data),
    [],
  );
  const list = usePagedList(fetchPage, NFT_PAGE_SIZE);
  return (
    <PagedList
      list={list}
      className="nft-grid"
      empty={<Trans>Nothing collected yet. Tap the heart on an artwork to keep it here.</Trans>}
      failure={<Trans>Your collection could not be loaded. Check your connection and try again.</Trans>}
      row={(l) => <ArtworkCard key={l.id} listing={l} />}
    />
  );
}
