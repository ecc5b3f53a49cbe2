// The home screen's editorial part (spec §1): the banner carousel and, once per article, the
// popup news. Loaded after the first paint, in its own chunk; offline (or on a failed request) the
// banner space closes instead of leaving a gap (issue 20).
import { useEffect, useState } from 'react';
import type { NewsItem } from '../../../contract/content';
import { getNewsList, getPopupNews } from '../../api/content';
import { readStored, writeStored } from '../../lib/storage';
import { BannerCarousel, PopupNews } from '../common/content-parts';

/** The popup is shown once per article on a device: the last one seen is remembered. */
const POPUP_SEEN = 'popup_seen';

export default function HomeContent() {
  // null while loading (the space is kept), [] when there are none or they could not be loaded.
  const [banners, setBanners] = useState<NewsItem[] | null>(null);
  const [popup, setPopup] = useState<NewsItem | null>(null);

  useEffect(() => {
    const quiet = { quiet: true, background: true };
    getNewsList(5, 1, 10, quiet).then(
      (page) => setBanners(page.data),
      () => setBanners([]),
    );
    getPopupNews(quiet).then(
      (article) => {
        if (article && readStored(POPUP_SEEN) !== String(article.id)) setPopup(article);
      },
      () => undefined,
    );
  }, []);

  const closePopup = () => {
    if (popup) writeStored(POPUP_SEEN, String(popup.id));
    setPopup(null);
  };

  return (
    <>
      {banners === null ? (
        <div className="home-banners" />
      ) : (
        banners.length > 0 && (
          <div className="home-banners">
            <BannerCarousel banners={banners} />
          </div>
        )
      )}
      {popup && <PopupNews article={popup} onClose={closePopup} />}
    </>
  );
}
