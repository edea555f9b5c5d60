import { account, type AdminApi } from '../fixtures';
import { signInAs } from './api-client';

export interface OwnRequest {
  id: string;
  title: string;
}

/** What one approval decides on its own: $1,200, or the four-eyes threshold if lower. */
const SINGLE_APPROVAL_USD_CENTS = 120_000;

/**
 * Pending funding requests of the test's own, submitted by the member in this order (
 * a test that decides a request never takes a seeded one, whose amount and count a deployment
 * chooses). Their titles share `tag`, unique to the call, so a search finds exactly them; each
 * asks for no more than the owner's four-eyes threshold, so one approval decides it.
 */
export async function submitPendingRequests(
  apiUrl: string,
  adminApi: AdminApi,
  count: number,
  label: string,
): Promise<{ tag: string; requests: OwnRequest[] }> {
  const { thresholdUsd } = await adminApi.get<{ thresholdUsd: number }>('/settings/approval');
  const member = await signInAs(apiUrl, account('member'), 'member');
  const tag = `${label} ${Date.now().toString(36)}`;
  const requests: OwnRequest[] = [];
  for (let number = 1; number <= count; number += 1) {
    requests.push(
      await member.call<OwnRequest>('POST', '/funding-requests/member/create', {
        title: `${tag} #${number}`,
        story: 'Submitted by an e2e suite.',
        category: 'community',
        amountRequested: Math.min(SINGLE_APPROVAL_USD_CENTS, thresholdUsd),
      }),
    );
  }
  return { tag, requests };
}

/** One pending request of the test's own (see submitPendingRequests). */
export async function submitPendingRequest(
  apiUrl: string,
  adminApi: AdminApi,
  label: string,
): Promise<OwnRequest> {
  const { requests } = await submitPendingRequests(apiUrl, adminApi, 1, label);
  return requests[0]!;
}
