/** The product's name as people see it, in titles and copy. */
export const PRODUCT_NAME = 'Yo';
