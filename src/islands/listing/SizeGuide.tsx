import { Suspense, useCallback, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import listingMessages from '../../i18n/en/listing';
import type { SizeGuideData } from '../../lib/listing-size-guide';
import { ChunkBoundary, retryableLazy, useLazyRetry } from '../shared/ChunkBoundary';

registerEnglish(listingMessages);

// The modal's code (tables, dialog) loads on the first click: the listing page's JS budget counts what
// runs before any interaction. If it fails to load, the button is followed by a message and "Try again".
const sizeGuideModal = retryableLazy(() => import('./SizeGuideModal'));
const LAZIES = [sizeGuideModal];

/** The Size guide button; shown only when the product has a chart or a chart address (browsing spec 5). */
export function SizeGuide({ guide }: { guide: SizeGuideData }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const retry = useLazyRetry(LAZIES);
  const SizeGuideModal = sizeGuideModal.current;
  return (
    <>
      <button
        type="button"
        className="button button--outline size-guide__button needs-js"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('listing.sizeGuide')}
      </button>
      {loaded && (
        <ChunkBoundary message={t('listing.sizeGuideLoadFailed')} onRetry={retry}>
          <Suspense fallback={null}>
            <SizeGuideModal guide={guide} open={open} onClose={close} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
