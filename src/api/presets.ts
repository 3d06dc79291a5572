import { get } from './client';
import { PRESETS_PATH } from './wire';
import { Presets } from './types';

export function fetchPresets() {
  return get(PRESETS_PATH, { schema: Presets });
}
