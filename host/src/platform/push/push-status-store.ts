import { create } from 'zustand';
import type { RegistrationOutcome } from './push-registration';

/** The last registration attempt, for the Settings page. */
export type PushStatusStore = {
  lastOutcome: RegistrationOutcome | null;
  recordOutcome: (outcome: RegistrationOutcome) => void;
  reset: () => void;
};

export const usePushStatusStore = create<PushStatusStore>()((set) => ({
  lastOutcome: null,
  recordOutcome: (outcome) => set({ lastOutcome: outcome }),
  reset: () => set({ lastOutcome: null }),
}));

export const selectLastOutcome = (state: PushStatusStore) => state.lastOutcome;
