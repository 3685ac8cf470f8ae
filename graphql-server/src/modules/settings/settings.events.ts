import type { SettingsSection } from './settings.entity.js';

/** The admin saved a settings section: every instance's cached settings reload after commit. */
export interface SettingsChanged {
  section: SettingsSection;
}

export interface SettingsEvents {
  SettingsChanged: SettingsChanged;
}
