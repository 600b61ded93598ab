// libsudoku: the whole toolkit, every size from 4 x 4 to 25 x 25.
export * from './types.js';
