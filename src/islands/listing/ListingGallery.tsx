import '../shared/locale-ready';
import { useStore } from '@nanostores/react';
import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { t, registerEnglish } from '../../i18n';
import listingMessages from '../../i18n/en/listing';
import type { GalleryVariation } from '../../lib/listing-props';
import { $choice } from './choice-store';
import { useMounted } from './use-mounted';

registerEnglish(listingMessages);

interface Props {
  title: string;
  variations: GalleryVariation[];
  /** The colour the page was rendered with. */
  initial: number;
}

/** The listing gallery: the chosen colour's images, thumbnails, the next-image arrow and hover zoom. */
export default function ListingGallery({ title, variations, initial }: Props) {
  const root = useRef<HTMLElement>(null);
  const mounted = useMounted(root);
  const stored = useStore($choice);
  const wanted = (mounted && stored?.variationId) || initial;
  const variation = variations.find((v) => v.variationId === wanted) ?? variations[0];
  // A new colour starts at its first image.
  return variation ? <Slides key={variation.variationId} title={title} variation={variation} root={root} /> : null;
}

const viewName = (label: string) => (label === 'primary' ? t('listing.mainView') : label);

function Slides({ title, variation, root }: { title: string; variation: GalleryVariation; root: RefObject<HTMLElement | null> }) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<string | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const { images } = variation;

  const show = (i: number) => {
    const to = (i + images.length) % images.length;
    const el = track.current;
    const slide = el?.children[to] as HTMLElement | undefined;
    if (el && slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: 'smooth' });
    setIndex(to);
  };
  // A swipe moves the track itself: the thumbnails follow it.
  const settled = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom(`${(((event.clientX - box.left) / box.width) * 100).toFixed(1)}% ${(((event.clientY - box.top) / box.height) * 100).toFixed(1)}%`);
  };

  return (
    <section className="gallery" aria-label={t('listing.productImages')} data-gallery ref={root}>
      {/* Focusable so keyboard users can scroll the images (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="gallery__track" ref={track} onScrollEnd={settled} tabIndex={0} aria-label={t('listing.productImages')}>
        {images.map((image, i) => (
          <figure className="gallery__slide" id={`image-${i + 1}`} key={image.full} onPointerMove={follow} onPointerLeave={() => setZoom(null)}>
            <img
              src={image.full}
              alt={t('listing.imageAlt', { title, colour: variation.color, view: viewName(image.label) })}
              width={800}
              height={800}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
              data-zoom={zoom && i === index ? '' : undefined}
              style={zoom && i === index ? { transformOrigin: zoom } : undefined}
            />
          </figure>
        ))}
      </div>
      {images.length > 1 && (
        <button className="gallery__next" type="button" aria-label={t('listing.nextImage')} onClick={() => show(index + 1)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path fill="currentColor" d="M9 5l7 7-7 7-1.4-1.4L13.2 12 7.6 6.4z" />
          </svg>
        </button>
      )}
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('listing.thumbnails')}>
          {images.map((image, i) => (
            <li key={image.full}>
              <a
                href={`#image-${i + 1}`}
                aria-label={t('listing.showView', { view: viewName(image.label) })}
                aria-current={i === index ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
              >
                <img src={image.thumb} alt="" width={80} height={80} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
