/** An amount of money in integer cents. Decimals exist only at the edges (JSON, forms, display). */
export type Cents = number & { readonly __brand: 'Cents' };
