import { atom } from 'jotai';

/** How many things are loading right now; the full-screen loader shows while it is above 0. */
export const busyCountAtom = atom(0);
export const isBusyAtom = atom((get) => get(busyCountAtom) > 0);
