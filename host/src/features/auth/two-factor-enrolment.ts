import { settingsPaths } from '../settings/settings-paths';

/**
 * Where an account goes right after its password when an owner requires two-factor for its role
 * and it has not set it up: Settings → Security, opened at Your security with the set-up started.
 */
export const TWO_FACTOR_ENROL_PARAM = 'two-factor';
export const TWO_FACTOR_ENROL_PATH = `${settingsPaths.security}?${TWO_FACTOR_ENROL_PARAM}=required`;
