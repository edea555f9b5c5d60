/** What the dashboard needs from a push service (docs/design.md §6); firebase in production. */
export type PushPermission = 'default' | 'granted' | 'denied';

export interface PushAdapter {
  isSupported(): Promise<boolean>;
  permission(): PushPermission;
  requestPermission(): Promise<PushPermission>;
  /** The push token of this browser, or null when the service gives none. */
  getToken(): Promise<string | null>;
  /** Pushes that arrive while a dashboard tab is open; returns the unsubscribe. */
  onForegroundMessage(listener: (message: unknown) => void): () => void;
}
