// libsudoku/classic: the whole toolkit for 9 x 9 grids only (other sizes throw Unsupported).
export * from './types.js';
