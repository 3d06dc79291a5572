import { get } from './client';
import { Presets } from './types';

export function fetchPresets() {
  return get('/preset-amounts', { schema: Presets });
}
