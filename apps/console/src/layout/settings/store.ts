/** The settings as a store: components subscribe; every change is written to its local-storage key. */
import { create } from 'zustand';
import { loadSettings, saveSetting, type Settings } from './settings';

interface SettingsStore extends Settings {
  set<K extends keyof Settings>(name: K, value: Settings[K]): void;
}

export const useSettings = create<SettingsStore>((setState) => ({
  ...loadSettings(),
  set(name, value) {
    saveSetting(name, value);
    setState({ [name]: value } as Partial<Settings>);
  },
}));
