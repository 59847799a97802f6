import { lazy, Suspense, useCallback, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import listingMessages from '../../i18n/en/listing';
import type { SizeGuideData } from '../../lib/listing-size-guide';

registerEnglish(listingMessages);

// The modal's code (tables, dialog) loads on the first click: the listing page's JS budget counts what
// runs before any interaction.
const SizeGuideModal = lazy(() => import('./SizeGuideModal'));

/** The Size guide button; shown only when the product has a chart or a chart address (browsing spec 5). */
export function SizeGuide({ guide }: { guide: SizeGuideData }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const close = useCallback(() => setOpen(false), []);
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
        <Suspense fallback={null}>
          <SizeGuideModal guide={guide} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
