/*
 * The dashboard's push service worker, registered by the firebase push adapter
 * (src/platform/push/firebase-push-adapter.ts). It speaks FCM's web-push format itself instead of
 * loading firebase's worker SDK from a CDN: the dashboard's CSP allows scripts from 'self' only,
 * and the worker needs only this much of the SDK.
 */
const PUSH_CHANNEL_NAME = 'backoffice-push';
const OPEN_REQUEST = 'backoffice-push-open';

// Message ids shown here, by a dashboard tab, or by another worker: each push is shown once.
const shownMessageIds = new Set();
const channel = new BroadcastChannel(PUSH_CHANNEL_NAME);
channel.addEventListener('message', (event) => {
  const announcement = event.data;
  if (announcement && announcement.type === 'shown' && typeof announcement.messageId === 'string') {
    shownMessageIds.add(announcement.messageId);
  }
});

/** Kept in step with src/features/notifications/screen-route.ts (a unit test compares them). */
function screenRoute(data) {
  const screen = data && data.screen;
  if (screen === 'SupportChat') {
    return data.roomId ? `/support?room=${encodeURIComponent(data.roomId)}` : '/support';
  }
  if (screen === 'FundingRequest') {
    return data.fundingRequestId
      ? `/submissions/ticket-details/${encodeURIComponent(data.fundingRequestId)}`
      : '/submissions';
  }
  if (screen === 'Member') {
    return data.memberId
      ? `/members-management/member-profile/${encodeURIComponent(data.memberId)}`
      : '/members-management';
  }
  return null;
}

function readPayload(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    // Not JSON, so not an FCM message.
    return null;
  }
}

function windowClients() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function onPush(payload) {
  const clients = await windowClients();
  if (clients.some((client) => client.visibilityState === 'visible')) {
    // Foreground: firebase's page SDK takes this message as onMessage, and the page shows a toast.
    for (const client of clients) {
      client.postMessage({ ...payload, isFirebaseMessaging: true, messageType: 'push-received' });
    }
    return;
  }
  const messageId = typeof payload.fcmMessageId === 'string' ? payload.fcmMessageId : undefined;
  if (messageId) {
    if (shownMessageIds.has(messageId)) return;
    shownMessageIds.add(messageId);
    channel.postMessage({ type: 'shown', messageId });
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  await self.registration.showNotification(notification.title || 'Back-office', {
    body: notification.body || '',
    tag: messageId,
    data,
  });
}

async function openScreen(path) {
  const clients = await windowClients();
  const dashboard = clients.find((client) => new URL(client.url).origin === self.location.origin);
  if (dashboard) {
    await dashboard.focus();
    // The tab navigates with its own router; this worker does not control the dashboard's pages.
    if (path) dashboard.postMessage({ type: OPEN_REQUEST, path });
    return;
  }
  await self.clients.openWindow(path || '/dashboard');
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (payload) event.waitUntil(onPush(payload));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openScreen(screenRoute(event.notification.data)));
});
