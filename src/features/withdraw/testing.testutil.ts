import { scaled } from '@/test/timeScale';

/** The first screen of a test file waits for the withdraw chunk to compile and load. */
export const SCREEN_LOAD = { timeout: scaled(5000) };
