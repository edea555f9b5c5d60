import { create } from 'zustand';
import { persistSlice, readPersistedRoot } from './persist-root';

/** The notification state of docs/spec.md §3; persisted with the login state. */
export type NotificationStore = {
  hasNewNotification: boolean;
  setHasNewNotification: (flag: boolean) => void;
};

export const useNotificationStore = create<NotificationStore>()((set) => ({
  hasNewNotification: readPersistedRoot().notification?.hasNewNotification ?? false,
  setHasNewNotification: (flag) => set({ hasNewNotification: flag }),
}));

useNotificationStore.subscribe(({ hasNewNotification }) =>
  persistSlice('notification', { hasNewNotification }),
);

export const selectHasNewNotification = (state: NotificationStore) => state.hasNewNotification;
