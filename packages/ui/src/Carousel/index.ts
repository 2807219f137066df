export { Carousel } from './Carousel.js';
export type { CarouselProps, CarouselSlide } from './Carousel.js';
