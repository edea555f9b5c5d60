import { create } from 'zustand';
import type { Area, AreaList, RejectedArea } from './area-list';

export type RemoteLoadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded' }
  | { status: 'failed'; reason: string };

/** The area list as read from /remotes.json: until it is read, no path can be called unknown. */
export type AreaListState =
  | { status: 'loading' }
  | { status: 'ready'; areas: Area[]; rejected: RejectedArea[] }
  | { status: 'failed'; reason: string };

interface RemoteStatusState {
  list: AreaListState;
  loads: Partial<Record<string, RemoteLoadState>>;
  setList: (list: AreaList) => void;
  setListLoading: () => void;
  setListFailed: (reason: string) => void;
  setLoad: (remote: string, state: RemoteLoadState) => void;
}

/** The areas, where each remote comes from and how loading it went: nav, routes, diagnostics. */
export const useRemoteStatusStore = create<RemoteStatusState>()((set) => ({
  list: { status: 'loading' },
  loads: {},
  setList: ({ areas, rejected }) => set({ list: { status: 'ready', areas, rejected } }),
  setListLoading: () => set({ list: { status: 'loading' } }),
  setListFailed: (reason) => set({ list: { status: 'failed', reason } }),
  setLoad: (remote, state) => set((current) => ({ loads: { ...current.loads, [remote]: state } })),
}));

const noAreas: readonly Area[] = [];
export const selectList = (state: RemoteStatusState) => state.list;
/** The usable areas in nav order; none while the list is loading or failed. */
export const selectAreas = (state: RemoteStatusState) =>
  state.list.status === 'ready' ? state.list.areas : noAreas;
export const selectLoads = (state: RemoteStatusState) => state.loads;
/** The area named `remote` in the list as last read. */
export const findArea = (remote: string) =>
  selectAreas(useRemoteStatusStore.getState()).find((area) => area.remote === remote);
