export { BannerCarousel } from './BannerCarousel.js';
export type { BannerCarouselProps, BannerMessage } from './BannerCarousel.js';
