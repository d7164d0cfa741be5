export { isHarassing } from './guard';
export { harassmentMessages } from './messages';
export { normalizeForGuard } from './normalize';
export { HARASSMENT_TERMS } from './words';
