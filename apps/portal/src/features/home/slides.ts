/** The 4 carousel pictures of the portal home (SPEC §2.4, §9: 4 slides, 4000 ms). */
import type { MessageKey } from '../../lib/i18n';

export interface Slide {
  src: string;
  /** The caption, also the picture's text alternative. */
  captionKey: MessageKey;
}

export const SLIDES: readonly Slide[] = [
  { src: '/new/images/carousel/slide-1.svg', captionKey: 'portal.home.slides.1' },
  { src: '/new/images/carousel/slide-2.svg', captionKey: 'portal.home.slides.2' },
  { src: '/new/images/carousel/slide-3.svg', captionKey: 'portal.home.slides.3' },
  { src: '/new/images/carousel/slide-4.svg', captionKey: 'portal.home.slides.4' },
];

export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 480;
