import { create } from 'zustand';
import type { RemoteName } from './areas';
import type { RemoteDirectory } from './remote-directory';

export type RemoteLoadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded' }
  | { status: 'failed'; reason: string };

interface RemoteStatusState {
  directory: RemoteDirectory;
  /** Why /remotes.json could not be read, if it could not. */
  directoryError: string | null;
  loads: Partial<Record<RemoteName, RemoteLoadState>>;
  setDirectory: (directory: RemoteDirectory, error: string | null) => void;
  setLoad: (remote: RemoteName, state: RemoteLoadState) => void;
}

/** Where each remote comes from and how loading it went, for the areas and the diagnostics. */
export const useRemoteStatusStore = create<RemoteStatusState>()((set) => ({
  directory: {},
  directoryError: null,
  loads: {},
  setDirectory: (directory, directoryError) => set({ directory, directoryError }),
  setLoad: (remote, state) => set((current) => ({ loads: { ...current.loads, [remote]: state } })),
}));

export const selectDirectory = (state: RemoteStatusState) => state.directory;
export const selectDirectoryError = (state: RemoteStatusState) => state.directoryError;
export const selectLoads = (state: RemoteStatusState) => state.loads;
